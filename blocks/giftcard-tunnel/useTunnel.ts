import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { fromPromise } from 'xstate';
import { ISLAND_SWR_OPTIONS } from '../../adapters/bff-client/swr-options';
import { useLocale, useT } from '@quai/engine/i18n';
import { giftCardTunnelMachine, type StoredStep, type TunnelState, type TunnelToast } from '../../machines/giftcard-tunnel';
import { agencyFor, type Agency } from '../_giftcard/agencies';
import { decrypt, getJson, postJson } from '../_giftcard/api';
import { GIFT_CARD_PATHS } from '../../adapters/bff-client/paths';
import { drawIdempotencyKey } from '../../adapters/bff-client/idempotency-key';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/webform/idempotency-key';
import type { CatalogueEntry } from '../../domain/giftcard/catalogue';
import { discountedAmount, discountFor, eurosToCents, pricingFor, productFor } from '../../domain/giftcard/amounts';
import { activationModeFor, dayAfterThreeHours, today } from '../../domain/giftcard/dates';
import { keep, kept, storageIdFromKey } from '../_giftcard/storage';
import { showToast } from '../_ui/toasts';

/** The catalogue is kept 5 minutes, then fetched again; a failure is not retried. */
export const CATALOGUE_STALE_MS = 300_000;
/**
 * SWR starts the refresh timer when the tunnel mounts, before the first answer arrives, and skips
 * a refresh that falls within the deduping window of the last answer: a window as long as the
 * refresh interval would skip every other refresh and keep the catalogue up to 10 minutes.
 */
const CATALOGUE_DEDUPING_MS = CATALOGUE_STALE_MS - 30_000;
const PAYMENT_TOAST_MS = 5000;

const emptyTunnel = (): TunnelState => ({
  personalizedMessage: '',
  sendMode: 'self',
  buyerInfos: { lastname: '', firstname: '', email: '', confirm: '' },
  beneficiaryInfos: { lastname: '', firstname: '', email: '', confirm: '' },
  activationMode: 'DIRECT',
  activationDate: today(),
  amount: 0,
  agencyCode: null,
  productId: '',
  discountId: null,
  discountedAmount: null,
  imageId: '',
});

/** What the tunnel starts with for a catalogue: its first product's minimum, first image and first discount with stock. */
function catalogueDefaults(catalogue: CatalogueEntry[]) {
  const product = catalogue[0]!;
  const discount = discountFor(product);
  return {
    amount: product.minAmount / 100,
    productId: product.productId,
    imageId: product.availableImages[0]?.id ?? '',
    discountId: discount?.id ?? null,
    discountedAmount: discountedAmount(product.minAmount, discount) / 100,
  };
}

/**
 * A stored tunnel comes back some time after it was saved: a deferred day that no longer starts
 * later than now + 3 hours (or was never a real day) becomes today, and the activation DIRECT.
 */
function withCurrentActivation(tunnelState: TunnelState): TunnelState {
  if (tunnelState.activationMode !== 'DEFERRED') return tunnelState;
  const activationDate = dayAfterThreeHours(tunnelState.activationDate);
  return { ...tunnelState, activationDate, activationMode: activationModeFor(activationDate) };
}

/** The tunnel machine with the page's effects: the catalogue cache, the calls, local storage, toasts and navigation. */
export function useTunnel(confirmationPath: string, agencies: Agency[] | undefined) {
  const t = useT();
  const locale = useLocale();
  const catalogue = useSWR<CatalogueEntry[]>(GIFT_CARD_PATHS.catalogue, getJson, {
    ...ISLAND_SWR_OPTIONS,
    dedupingInterval: CATALOGUE_DEDUPING_MS,
    refreshInterval: CATALOGUE_STALE_MS,
  });
  const query = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
  // The purchase being sent: its values, storage id and idempotency key, kept until the server
  // answers it, so that paying again with the same values (after a 503 or a cut connection) is the
  // same purchase, made once. Other values are another purchase, with an id and a key of their own.
  const pending = useRef<{ values: string; storageId: string; key: string } | undefined>(undefined);
  const [state, send] = useMachine(
    giftCardTunnelMachine.provide({
      // The overlay and the toast name the partner: a code that names none of the page's partners welcomes no one.
      guards: { hasAgency: () => agencyFor(query.get('agency_code'), agencies) !== undefined },
      actors: {
        resume: fromPromise(async ({ input }) => {
          const storageId = await storageIdFromKey(input.key);
          const stored = kept(storageId);
          if (!stored) throw new Error('nothing stored under this key');
          const { tunnelState, tunnelStep } = JSON.parse(await decrypt(stored)) as { tunnelState: TunnelState; tunnelStep: StoredStep };
          return { tunnelState: withCurrentActivation(tunnelState), tunnelStep };
        }),
        initPurchase: fromPromise(async ({ input }) => {
          const values = JSON.stringify(input.values);
          if (pending.current?.values !== values) pending.current = { values, storageId: crypto.randomUUID(), key: drawIdempotencyKey() };
          const { storageId, key } = pending.current;
          const answer = await postJson<{ pageUrl: string; localData: string }>(
            GIFT_CARD_PATHS.initPurchase,
            { callbackUrl: confirmationPath, storageId, tunnelState: input.values, langcode: locale },
            { [IDEMPOTENCY_KEY_HEADER]: key },
          );
          pending.current = undefined;
          keep(storageId, answer.localData);
          return { pageUrl: answer.pageUrl };
        }),
      },
      actions: {
        notify: (_, { toast }: { toast: TunnelToast }) => {
          const agency = agencyFor(query.get('agency_code'), agencies);
          showToast({
            kind: toast === 'agency_welcome' ? 'info' : 'error',
            message: t(`giftcard.tunnel.toast.${toast}`, { agency: agency?.name ?? '' }),
            timeout: PAYMENT_TOAST_MS,
          });
        },
        redirect: (_, { pageUrl }: { pageUrl: string }) => window.location.assign(pageUrl),
        invalidateCatalogue: () => void catalogue.mutate(),
      },
    }),
    { input: { key: query.get('key'), agencyCode: query.get('agency_code'), initial: emptyTunnel() } },
  );
  const entries = catalogue.data;
  useEffect(() => {
    const reloading = state.matches('reloadingCatalogue');
    if (!reloading && !state.matches('loadingCatalogue')) return;
    if (catalogue.error || (entries && entries.length === 0)) send({ type: 'catalogue.failed' });
    else if (entries && !catalogue.isValidating)
      send(
        reloading
          ? { type: 'catalogue.reloaded', pricing: pricingFor(entries, state.context.values.amount) }
          : { type: 'catalogue.loaded', defaults: catalogueDefaults(entries) },
      );
  }, [entries, catalogue.error, catalogue.isValidating, state, send]);
  const product = entries ? productFor(entries, eurosToCents(state.context.values.amount)) : undefined;
  return { state, send, catalogue: entries ?? [], product };
}
