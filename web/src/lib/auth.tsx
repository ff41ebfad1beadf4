import type { LoginRequest, RegisterRequestInput, RegisterResponse } from "@domain/schemas/auth";
import type { CurrentUser } from "@domain/schemas/user";
import {
  queryOptions,
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { apiJson, apiSend, getQueryFn } from "./api";
import { currentUserQueryKey } from "./query-keys";

export type LoginInput = LoginRequest;
export type RegisterInput = RegisterRequestInput;
export type RegisterResult = RegisterResponse;

/** GET /api/user; a 401 answer means signed out (null). */
export const currentUserQueryOptions = () =>
  queryOptions<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  });

export type AuthContextValue = {
  /** The signed-in user; null while loading or when signed out. */
  user: CurrentUser | null;
  isLoading: boolean;
  /** Set when the current-user lookup failed for another reason than 401. */
  error: Error | null;
  loginMutation: UseMutationResult<CurrentUser, Error, LoginInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
  registerMutation: UseMutationResult<RegisterResult, Error, RegisterInput>;
  /** The server ended this session (sign out everywhere, account deleted): forget the account's data. */
  sessionEnded: () => void;
  /** The account's own name or e-mail changed (Account page). */
  userChanged: (user: CurrentUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  onLogoutError,
}: {
  children: ReactNode;
  /** Tells the user a sign out failed (the app shows a toast; `lib` draws no UI). */
  onLogoutError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useQuery(currentUserQueryOptions());

  // Cached answers belong to one account: drop them whenever the account changes.
  const resetSessionData = (user: CurrentUser | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    queryClient.setQueryData(currentUserQueryKey, user);
  };

  const loginMutation = useMutation({
    mutationFn: (credentials: LoginInput) => apiJson<CurrentUser>("POST", "/api/login", credentials),
    onSuccess: (user) => resetSessionData(user),
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await apiSend("POST", "/api/logout");
    },
    onSuccess: () => resetSessionData(null),
    onError: (error) => onLogoutError?.(error),
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => apiJson<RegisterResult>("POST", "/api/register", input),
  });

  const value: AuthContextValue = {
    user: data ?? null,
    isLoading,
    error,
    loginMutation,
    logoutMutation,
    registerMutation,
    sessionEnded: () => resetSessionData(null),
    userChanged: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  };

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
