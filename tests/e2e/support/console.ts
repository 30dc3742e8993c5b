import type { Page } from './fixtures'

/**
 * Starts collecting what the browser's console reports as a warning or an error on `page`, and
 * uncaught exceptions: the returned list fills as they arrive. Chromium's own warnings (an unused
 * preload, a blocked resource) arrive here too, not only the page's `console.warn` calls.
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}
