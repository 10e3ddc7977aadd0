// An extra method's call (callExtra) with the provider code fetched when the call is made: the resources offering one (a category's routes, a channel's suggestions) come with lists whose first screen never calls it, so that code stays off their first load.
import type { Backend } from './backend';
import type { DataProviderExtras, ExtraMethod } from './extras';
import type { UnsupportedFeature } from './unsupported';

export async function callExtraOnUse<K extends ExtraMethod, R>(
  backend: Backend,
  method: K,
  feature: UnsupportedFeature,
  call: (extra: NonNullable<DataProviderExtras[K]>) => Promise<R>,
): Promise<R> {
  const { callExtra } = await import('./provider-calls');
  return callExtra(backend, method, feature, call);
}
