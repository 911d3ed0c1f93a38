/**
 * The words of the registration page, /register/:token (docs/product/screens.md#registration), that only the web says.
 * A public page with a tight JavaScript budget: nothing else imports this file. Its messages both sides say:
 * shared/texts/registration.ts.
 */
export const REGISTRATION_COPY = {
  eyebrow: "Welcome",
  title: "Register",
  checking: "Checking your invitation…",
  checkFailed: "Error verifying token. Please try again later.",
  goToLogin: "Go to Login",
  lede: "Your invitation has been accepted. Choose how the club will know you.",
  email: "Email",
  type: "Account type",
  name: "Name",
  password: "Password",
  passwordRule: (min: number, max: number) => `${min} to ${max} characters, and not a commonly used password.`,
  confirmation: "Confirm password",
  failed: "Error creating account.",
  error: "Error creating account. Please try again later.",
  creating: "Creating your account…",
  create: "Create account",
} as const;
