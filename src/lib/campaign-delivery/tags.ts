/** Cache tag of reads that depend on delivery records (the pricing page's estimates). */
export const DELIVERY_TAG = 'campaign-deliveries'
