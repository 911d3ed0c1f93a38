import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MEMBERSHIP_PATHS,
  ledgerSchema,
  membershipSchema,
  renewalsSchema,
  tiersSchema,
  type RecordCharge,
  type RecordPayment,
  type Tier,
} from "../../../../shared/membership.ts";
import { fillPath } from "../../../../shared/paths/call-path.ts";
import { api } from "../../../lib/api.ts";

const forMember = (path: string, userId: number) => fillPath(path, { userId });

/** An amount in minor units in the club's currency ("$1,200.00"). */
export const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).format(minor / 100);

/** A typed amount ("1,200.50") in minor units, or null when it is not one. */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export const useAdminTiers = () =>
  useQuery({
    queryKey: ["membership", "admin-tiers"],
    queryFn: () => api(MEMBERSHIP_PATHS.adminTiers, { schema: tiersSchema }),
  });

export function useSaveTiers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tiers: Tier[]) =>
      api(MEMBERSHIP_PATHS.adminTiers, { method: "PUT", body: { tiers }, schema: tiersSchema }),
    onSuccess: (answer) => {
      client.setQueryData(["membership", "admin-tiers"], answer);
      void client.invalidateQueries({ queryKey: ["membership"] });
    },
  });
}

export const useMyMembership = () =>
  useQuery({
    queryKey: ["membership", "mine"],
    queryFn: () => api(MEMBERSHIP_PATHS.mine, { schema: membershipSchema }),
  });

export const useMyLedger = () =>
  useQuery({
    queryKey: ["membership", "my-ledger"],
    queryFn: () => api(MEMBERSHIP_PATHS.myLedger, { schema: ledgerSchema }),
  });

export const useMemberMembership = (userId: number) =>
  useQuery({
    queryKey: ["membership", "member", userId],
    queryFn: () => api(forMember(MEMBERSHIP_PATHS.memberMembership, userId), { schema: membershipSchema }),
  });

export const useMemberLedger = (userId: number) =>
  useQuery({
    queryKey: ["membership", "ledger", userId],
    queryFn: () => api(forMember(MEMBERSHIP_PATHS.memberLedger, userId), { schema: ledgerSchema }),
  });

export const useRenewals = () =>
  useQuery({
    queryKey: ["membership", "renewals"],
    queryFn: () => api(MEMBERSHIP_PATHS.renewals, { schema: renewalsSchema }),
  });

export function useSetMembership(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { tier: string | null; term_start?: string; term_end?: string }) =>
      api(forMember(MEMBERSHIP_PATHS.memberMembership, userId), { method: "PUT", body, schema: membershipSchema }),
    onSuccess: (answer) => {
      client.setQueryData(["membership", "member", userId], answer);
      void client.invalidateQueries({ queryKey: ["membership", "renewals"] });
    },
  });
}

function useLedgerWrite<T>(userId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api(forMember(path, userId), { method: "POST", body, schema: ledgerSchema }),
    onSuccess: (answer) => {
      client.setQueryData(["membership", "ledger", userId], answer);
      void client.invalidateQueries({ queryKey: ["membership", "member", userId] });
      void client.invalidateQueries({ queryKey: ["membership", "renewals"] });
    },
  });
}

export const useRecordPayment = (userId: number) =>
  useLedgerWrite<RecordPayment>(userId, MEMBERSHIP_PATHS.memberPayments);
export const useRecordCharge = (userId: number) => useLedgerWrite<RecordCharge>(userId, MEMBERSHIP_PATHS.memberCharges);
