/** Fixed loopback ports so the app, the fakes and the tests agree without passing state around. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const SMTP_PORT = E2E_PORT + 25
export const SMTP_API_PORT = E2E_PORT + 26
export const YOUTUBE_PORT = E2E_PORT + 27

export const ADMIN_EMAIL = 'admin@tubelift.dev'
export const ADMIN_PASSWORD = 'e2e-admin-password-1'
export const EDITOR_EMAIL = 'editor@tubelift.dev'
