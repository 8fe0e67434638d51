export { createAuthClient } from './createAuthClient';
export type { AuthClientOptions } from './createAuthClient';
export { AuthProvider, createAuthSession } from './AuthProvider';
export { hasAuthWork } from './authWork';
export type { AuthClientSource, AuthProviderProps } from './AuthProvider';
export type { AuthSession } from './authStore';
export { useAuth } from './useAuth';
export { FOLLOWED_AUTH_EVENTS } from './types';
export { authServiceMessages, DEFAULT_AUTH_TIMEOUT_MS } from './authErrors';
export type { AuthContextValue, AuthResult, AuthChangeEvent, Session, User } from './types';

export { AuthCard } from './forms/AuthCard';
export type { AuthCardProps } from './forms/AuthCard';
export { SignInForm } from './forms/SignInForm';
export type { SignInFormProps } from './forms/SignInForm';
export { SignUpForm } from './forms/SignUpForm';
export type { SignUpFormProps } from './forms/SignUpForm';
export { authMessages, MIN_PASSWORD_LENGTH } from './forms/types';
export type { AuthAction, AuthActionResult } from './forms/types';
