/** The sign-in form's words, from the server's catalogue (the page ships none). */
export type SignInTexts = {
  email: string;
  password: string;
  rememberMe: string;
  forgotPassword: string;
  submit: string;
  wrongCredentials: string;
  throttled: string;
  genericError: string;
  showPassword: string;
  hidePassword: string;
  twoFactor: {
    title: string;
    prompt: string;
    codeLabel: string;
    verify: string;
    back: string;
    invalidCode: string;
  };
  /** The `validation` messages the schemas' issues name. */
  validation: Record<string, string>;
};
