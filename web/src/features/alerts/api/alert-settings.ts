import type { AlertSettings, CalendarLink } from "@domain/schemas/alerts";
import type { NotificationSettings } from "@domain/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { alertSettingsQueryKey, calendarLinkQueryKey, notificationSettingsQueryKey } from "@/lib/query-keys";

// The user's own expiry alerts, notification switches and calendar link (docs/product.md §17.3,
// §17.3.1, §17.4).

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: alertSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiJson<AlertSettings>("GET", "/api/account/alert-settings", undefined, { signal }),
  });

export function useAlertSettings(enabled = true) {
  return useQuery({ ...alertSettingsQueryOptions(), enabled });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertSettings) => apiJson<AlertSettings>("PUT", "/api/account/alert-settings", input),
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsQueryKey, saved),
  });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiJson<NotificationSettings>("GET", "/api/account/notification-settings", undefined, { signal }),
  });

export function useNotificationSettings(enabled = true) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      apiJson<NotificationSettings>("PUT", "/api/account/notification-settings", input),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}

export const calendarLinkQueryOptions = () =>
  queryOptions({
    queryKey: calendarLinkQueryKey,
    queryFn: ({ signal }) =>
      apiJson<CalendarLink>("GET", "/api/account/calendar-link", undefined, { signal }),
  });

export function useCalendarLink(enabled = true) {
  return useQuery({ ...calendarLinkQueryOptions(), enabled });
}

/** A new secret link; the old one stops working at once. */
export function useResetCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarLink>("POST", "/api/account/calendar-link/reset"),
    onSuccess: (link) => queryClient.setQueryData(calendarLinkQueryKey, link),
  });
}
