import { z } from 'zod'

/**
 * The account forms' inputs. The browser validates with these schemas before submitting and the
 * server actions validate again with the same ones, so both give the same message for the same field.
 */

export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))

export const newPasswordSchema = z
  .string({ error: 'Choose a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine((value) => value.trim().length === value.length, 'Remove the spaces at the start or end.')

export const nameSchema = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(80, 'Keep your name under 80 characters.')

const token = z.string().trim().min(10, 'This link is incomplete. Open it again from the email.').max(200)

const next = z.string().max(2048).optional()

function matching<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match.',
  })
}

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX),
  next,
})

export const signUpSchema = matching(
  z.object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.literal('on', { error: 'Accept the terms of service to create an account.' }),
    next,
  }),
)

export const forgotPasswordSchema = z.object({ email: emailSchema })

export const resendVerificationSchema = z.object({ email: emailSchema, next })

export const resetPasswordSchema = matching(z.object({ token, password: newPasswordSchema, confirmPassword: z.string() }))

export const verifyEmailSchema = z.object({ token })

export const profileSchema = z.object({ name: nameSchema })

export const changePasswordSchema = matching(
  z.object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
).refine((value) => value.password !== value.currentPassword, {
  path: ['password'],
  message: 'Choose a password different from the current one.',
})

export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
})

export const deleteAccountSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your password to confirm.').max(PASSWORD_MAX),
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm.' }),
})

/** A first password for an account made with Google (the account page's "Sign-in methods"). */
export const setPasswordSchema = matching(z.object({ password: newPasswordSchema, confirmPassword: z.string() }))

/** Removing the password of an account that signs in with Google too: the password confirms it. */
export const removePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
})

/** Removing Google as a way to sign in (the form has no field: the button is the request). */
export const unlinkGoogleSchema = z.object({})
