import type { useTunnel } from './useTunnel';

/** How a screen of the tunnel talks to its machine. */
export type TunnelSend = ReturnType<typeof useTunnel>['send'];

/** Euros as the buyer's locale writes a price. */
export type Money = (euros: number) => string;
