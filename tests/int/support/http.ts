import { POST as graphqlHandler } from '@/app/(payload)/api/graphql/route'
import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

/**
 * Calls the app's REST and GraphQL route handlers directly, as Next would for an HTTP request, so
 * access control and the routes' own checks are tested through the real HTTP layer without starting a server.
 */
const handlers = { GET, POST, PATCH, DELETE }

type Options = { token?: string; body?: unknown; ip?: string }

export type ApiResponse = { status: number; body: any; headers: Headers } // eslint-disable-line @typescript-eslint/no-explicit-any

function requestHeaders({ token, ip }: Options) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://127.0.0.1:9' }
  if (token) headers.authorization = `JWT ${token}`
  if (ip) headers['x-forwarded-for'] = ip
  return headers
}

export async function rest(method: keyof typeof handlers, path: string, options: Options = {}): Promise<ApiResponse> {
  const url = new URL(path, 'http://127.0.0.1:9')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const request = new Request(url, {
    method,
    headers: requestHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: await response.json().catch(() => null), headers: response.headers }
}

export async function graphql(query: string, variables: Record<string, unknown> = {}, options: Options = {}): Promise<ApiResponse> {
  const request = new Request('http://127.0.0.1:9/api/graphql', {
    method: 'POST',
    headers: requestHeaders(options),
    body: JSON.stringify({ query, variables }),
  })
  const response = await graphqlHandler(request, undefined)
  return { status: response.status, body: await response.json().catch(() => null), headers: response.headers }
}
