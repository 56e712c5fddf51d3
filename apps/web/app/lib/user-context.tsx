import type { PageUser } from '@techgold/contracts/page-user';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './api-client';
import { isLoginRequiredPath, paths } from './paths';

interface UserContextValue {
  user: PageUser | null;
  setUser: (user: PageUser | null) => void;
}

const UserContext = createContext<UserContextValue | null>(null);

/**
 * Holds the signed-in user. The server render seeds it (root loader → `context.user`), and
 * every navigation re-seeds it from the server; in between, sign-in sets it and sign-out or
 * any 401 from the API clears it.
 */
export function UserProvider({
  initialUser,
  children,
}: {
  initialUser: PageUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  // Adopt a newer server answer when the root loader revalidates.
  const [seed, setSeed] = useState(initialUser);
  if (seed !== initialUser) {
    setSeed(initialUser);
    setUser(initialUser);
  }

  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setUser(null);
      if (isLoginRequiredPath(window.location.pathname)) {
        void navigate(paths.login(), { replace: true });
      }
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  const value = useMemo(() => ({ user, setUser }), [user]);
  return <UserContext value={value}>{children}</UserContext>;
}

function useUserContext(): UserContextValue {
  const value = use(UserContext);
  if (!value) throw new Error('useUser must be used inside <UserProvider>');
  return value;
}

/** The signed-in user, or null. */
export function useUser(): PageUser | null {
  return useUserContext().user;
}

/** Set (after sign-in) or clear (after sign-out) the current user. */
export function useSetUser(): (user: PageUser | null) => void {
  return useUserContext().setUser;
}
