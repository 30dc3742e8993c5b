/**
 * The same MongoDB deployment with another database name. Not through `URL`: a replica set URI
 * lists several hosts (`mongodb://h1:27017,h2:27017/?replicaSet=rs0`), which `URL` rejects.
 */
export function mongoDatabaseUri(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri)
  if (!match) throw new Error(`Not a MongoDB URI: ${uri}`)
  return `${match[1]}/${name}${match[2] ?? ''}`
}
