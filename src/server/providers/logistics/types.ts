/** A waybill to ask about: the Kuaidi100 company code, the number and (for some carriers) a phone. */
export interface WaybillQuery {
  company: string;
  trackingNo: string;
  phone?: string;
}

export interface ProviderEvent {
  time: Date;
  context: string;
  /** Kuaidi100 base state (0–14) of this event */
  state: number;
}

export interface TrackingAnswer {
  /** the waybill's current base state, null when the carrier has nothing yet */
  state: number | null;
  /** the provider says the journey is over (Kuaidi100 `ischeck`): no need to ask again */
  isCheck: boolean;
  events: ProviderEvent[];
}

/**
 * Where tracking events come from. The development provider has nothing to ask (`query` null):
 * staff enter the events. A real provider answers a waybill query.
 */
export interface LogisticsProvider {
  readonly name: string;
  readonly query: ((waybill: WaybillQuery) => Promise<TrackingAnswer>) | null;
}

export class TrackingError extends Error {
  constructor(
    message: string,
    /** the provider's own code, e.g. Kuaidi100 returnCode 503 (bad signature) */
    readonly providerCode?: string,
  ) {
    super(message);
  }
}
