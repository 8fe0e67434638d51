// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

function Status() {
  const { loading, user } = useAuth();
  return <span>{loading ? 'loading' : (user?.email ?? 'signed out')}</span>;
}

describe('server rendering', () => {
  it('renders with loading true and touches no browser API', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <AuthProvider url="http://localhost:54321" anonKey="anon">
        <Status />
      </AuthProvider>,
    );
    expect(html).toBe('<span>loading</span>');
  });

  it('refuses a provider without a client or a URL and key', () => {
    expect(() =>
      renderToString(
        // @ts-expect-error: the props demand a client or url and anonKey
        <AuthProvider>
          <Status />
        </AuthProvider>,
      ),
    ).toThrow('AuthProvider needs either a `client`, or both `url` and `anonKey`.');
  });
});
