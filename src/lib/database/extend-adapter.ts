import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * The adapter `adapterObj` describes, changed by `patch` once Payload has made it: Payload makes the
 * adapter in `init` at start, so this is where its methods can be wrapped (decision 010).
 */
export function extendAdapter<T extends BaseDatabaseAdapter>(
  adapterObj: DatabaseAdapterObj<T>,
  patch: (adapter: T) => void,
): DatabaseAdapterObj<T> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      patch(adapter)
      return adapter
    },
  }
}
