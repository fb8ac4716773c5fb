import type { Config } from '../../config';
import { kuaidi100Provider } from './kuaidi100';
import type { LogisticsProvider } from './types';

export type { LogisticsProvider, ProviderEvent, TrackingAnswer, WaybillQuery } from './types';
export { TrackingError } from './types';

/** The development provider: tracking events are the ones staff enter; nothing to ask. */
export const staffEnteredProvider: LogisticsProvider = { name: 'staff', query: null };

/** The provider the configuration chose (config has checked that its settings are present). */
export function createLogisticsProvider(config: Config): LogisticsProvider {
  if (config.LOGISTICS_PROVIDER === 'kuaidi100') {
    return kuaidi100Provider({ customer: config.KUAIDI100_CUSTOMER!, key: config.KUAIDI100_KEY!, apiBase: config.KUAIDI100_API_BASE });
  }
  return staffEnteredProvider;
}
