/** Polls `check` until it holds; fails after `timeoutMs`, naming `what` was awaited. */
export async function until(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 5_000, intervalMs = 50, what = 'the condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}
