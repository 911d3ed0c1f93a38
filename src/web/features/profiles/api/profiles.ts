import { PROFILE_PATHS } from "../../../../shared/paths/profiles.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  directoryPageSchema,
  profileSchema,
  showcaseSchema,
  type ProfileUpdateInput,
  type ShowcaseUpdateInput,
} from "../../../../shared/profiles.ts";
import { api } from "../../../lib/api.ts";

export const profileKeys = {
  all: ["profiles"] as const,
  one: (userId: number) => ["profiles", userId] as const,
  directory: (search: string) => ["profiles", "directory", search] as const,
};

export const getProfile = (userId: number) =>
  api(callPath(PROFILE_PATHS.profile, { userId }), { schema: profileSchema });

export function useProfile(userId: number | undefined) {
  return useQuery({
    queryKey: profileKeys.one(userId ?? 0),
    queryFn: () => getProfile(userId!),
    enabled: userId !== undefined,
  });
}

/** PUT /api/me/profile. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdateInput) =>
      api(PROFILE_PATHS.myProfile, { method: "PUT", body: profile, schema: profileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.one(userId), profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** PUT /api/me/showcase: the whole showcase, in order. */
export function useUpdateShowcase(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showcase: ShowcaseUpdateInput) =>
      api(PROFILE_PATHS.myShowcase, { method: "PUT", body: showcase, schema: showcaseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.one(userId) }),
  });
}

/** GET /api/directory, a page at a time as she scrolls. */
export function useDirectory(search: URLSearchParams) {
  const key = search.toString();
  return useInfiniteQuery({
    queryKey: profileKeys.directory(key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = { ...Object.fromEntries(search), cursor: pageParam ?? undefined };
      return api(callPath(PROFILE_PATHS.directory, {}, query), { schema: directoryPageSchema });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}
