import Link from 'next/link'

import { SearchForm } from '@/components/blog/SearchForm'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'

export function NotFoundContent() {
  return (
    <Container width="2xl" className="py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">This page does not exist</h1>
      <p className="mt-4 text-lg text-muted">
        The link may be old, or the address mistyped. Search the blog or head back to somewhere familiar.
      </p>
      <div className="mx-auto mt-8 max-w-md text-left">
        <SearchForm />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass()}>
          Go to the home page
        </Link>
        <Link href="/blog" className={buttonClass({ variant: 'secondary' })}>
          Read the blog
        </Link>
      </div>
    </Container>
  )
}
