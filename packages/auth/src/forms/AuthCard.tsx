import { Card, Tabs, type HeadingLevel } from '@wh/ui';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import type { AuthAction, CodeAction, EmailAction } from './types';

export interface AuthCardProps {
  /** Signs in; `useAuth().signIn` fits. */
  onSignIn: AuthAction;
  /** Creates an account; `useAuth().signUp` fits. */
  onSignUp: AuthAction;
  /** Called after a successful sign-in (or a confirmation code that signed the reader in), e.g. to leave the page. */
  onSignInSuccess?: () => void;
  /** The development mailbox the sign-up success message links to; leave out in production. */
  mailboxUrl?: string;
  /** Where "Forgot your password?" leads. Left out, no link. */
  forgotPasswordHref?: string;
  /** Sends the confirmation email again; `useAuth().resendConfirmation` fits. Offered after sign-up and when the address is not confirmed. */
  onResend?: EmailAction;
  /** Checks a confirmation code; `useAuth().verifyEmailCode` fits. Offered in the same places. */
  onVerifyCode?: CodeAction;
  /**
   * Which tab shows first. Default `sign-in`, as the spec asks.
   * @default sign-in
   */
  defaultTab?: 'sign-in' | 'sign-up';
  /**
   * Level of the tab headings shown when JavaScript is off. Default 2 (under the page's h1).
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * A card with two tabs, Sign In (first) and Sign Up, holding {@link SignInForm} and
 * {@link SignUpForm}. Without JavaScript both forms show, one under the other.
 *
 * @example
 * const { signIn, signUp, resendConfirmation, verifyEmailCode } = useAuth();
 * <AuthCard onSignIn={signIn} onSignUp={signUp} onResend={resendConfirmation} onVerifyCode={verifyEmailCode}
 *   forgotPasswordHref="/auth/reset" onSignInSuccess={() => location.assign('/')} />
 */
export function AuthCard({
  onSignIn,
  onSignUp,
  onSignInSuccess,
  mailboxUrl,
  forgotPasswordHref,
  onResend,
  onVerifyCode,
  defaultTab = 'sign-in',
  headingLevel = 2,
}: AuthCardProps) {
  return (
    <Card>
      <Tabs
        label="Sign in or sign up"
        defaultSelectedId={defaultTab}
        headingLevel={headingLevel}
        items={[
          {
            id: 'sign-in',
            label: 'Sign In',
            content: (
              <SignInForm
                onSignIn={onSignIn}
                onSuccess={onSignInSuccess}
                forgotPasswordHref={forgotPasswordHref}
                onResend={onResend}
                onVerifyCode={onVerifyCode}
              />
            ),
          },
          {
            id: 'sign-up',
            label: 'Sign Up',
            content: (
              <SignUpForm onSignUp={onSignUp} mailboxUrl={mailboxUrl} onResend={onResend} onVerifyCode={onVerifyCode} onConfirmed={onSignInSuccess} />
            ),
          },
        ]}
      />
    </Card>
  );
}
