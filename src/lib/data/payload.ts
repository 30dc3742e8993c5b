import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this server process (getPayload caches it). */
export function payloadClient() {
  return getPayload({ config })
}
