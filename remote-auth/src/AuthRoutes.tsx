import { NotFoundPage } from '@lectern/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { CheckInboxPage } from './features/password/components/CheckInboxPage.tsx';
import { ForgotPasswordPage } from './features/password/components/ForgotPasswordPage.tsx';
import { PasswordSuccessPage } from './features/password/components/PasswordSuccessPage.tsx';
import { ResetPasswordPage } from './features/password/components/ResetPasswordPage.tsx';
import { ProfileSetupPage } from './features/profile/components/ProfileSetupPage.tsx';
import { SignInPage } from './features/signin/components/SignInPage.tsx';
import { SignupPage } from './features/signup/components/SignupPage.tsx';
import { SignupSuccessPage } from './features/signup/components/SignupSuccessPage.tsx';
import { CheckEmailPage } from './features/verification/components/CheckEmailPage.tsx';
import { VerifyEmailPage } from './features/verification/components/VerifyEmailPage.tsx';

/**
 * Every /auth/* screen, as routes relative to where the shell mounts this remote. Access
 * rules (guest-only, protected) are the shell's; it applies them before rendering this.
 */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="signup" element={<SignupPage />} />
      <Route path="signup/verify" element={<CheckEmailPage />} />
      <Route path="signup/profile" element={<ProfileSetupPage />} />
      <Route path="signup/success" element={<SignupSuccessPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="signin" element={<SignInPage />} />
      <Route path="password/forgot" element={<ForgotPasswordPage />} />
      <Route path="password/check-inbox" element={<CheckInboxPage />} />
      <Route path="password/success" element={<PasswordSuccessPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route
        path="*"
        element={
          <main>
            <NotFoundPage />
          </main>
        }
      />
    </Routes>
  );
}
