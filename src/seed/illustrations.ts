import sharp from 'sharp'

/**
 * Abstract illustrations drawn from SVG with sharp: no network, no fonts, and every seed gives the
 * same picture, so demo content looks designed and stays reproducible.
 */

const PALETTES: [string, string, string][] = [
  ['#4f46e5', '#06b6d4', '#f8fafc'],
  ['#db2777', '#f59e0b', '#fff7ed'],
  ['#059669', '#84cc16', '#f0fdf4'],
  ['#7c3aed', '#ec4899', '#fdf4ff'],
  ['#0f172a', '#ef4444', '#fef2f2'],
  ['#0369a1', '#22d3ee', '#ecfeff'],
  ['#b45309', '#f97316', '#fffbeb'],
  ['#be123c', '#8b5cf6', '#fff1f2'],
]

/** A small deterministic PRNG (mulberry32) seeded from a string hash. */
function random(seedText: string) {
  let seed = 2166136261
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Motif = 'play' | 'chart' | 'waves' | 'grid'
// No landscape-in-a-frame motif: it reads as the browser's generic picture icon.
const MOTIFS: Motif[] = ['play', 'chart', 'waves', 'grid']

function motifSvg(motif: Motif, w: number, h: number, light: string, rand: () => number): string {
  const cx = w / 2
  const cy = h / 2
  switch (motif) {
    case 'play':
      return `<rect x="${cx - 170}" y="${cy - 120}" width="340" height="240" rx="56" fill="${light}" fill-opacity="0.92"/>
        <path d="M ${cx - 40} ${cy - 62} L ${cx + 70} ${cy} L ${cx - 40} ${cy + 62} Z" fill="#ef4444"/>`
    case 'chart': {
      const bars = Array.from({ length: 7 }, (_, i) => {
        const bh = 80 + rand() * 260 + i * 22
        return `<rect x="${cx - 330 + i * 96}" y="${cy + 180 - bh}" width="64" height="${bh}" rx="12" fill="${light}" fill-opacity="${0.55 + i * 0.06}"/>`
      })
      return `${bars.join('')}<path d="M ${cx - 320} ${cy + 120} C ${cx - 120} ${cy + 40}, ${cx + 40} ${cy - 40}, ${cx + 330} ${cy - 190}" stroke="#fde047" stroke-width="14" fill="none" stroke-linecap="round"/>`
    }
    case 'waves':
      return Array.from({ length: 5 }, (_, i) => {
        const y = cy - 160 + i * 80
        const a = 40 + rand() * 60
        return `<path d="M 0 ${y} Q ${w * 0.25} ${y - a}, ${w * 0.5} ${y} T ${w} ${y}" stroke="${light}" stroke-opacity="${0.35 + i * 0.12}" stroke-width="18" fill="none"/>`
      }).join('')
    case 'grid':
      return Array.from({ length: 12 }, (_, i) => {
        const col = i % 4
        const row = Math.floor(i / 4)
        const opacity = 0.3 + rand() * 0.65
        return `<rect x="${cx - 330 + col * 170}" y="${cy - 190 + row * 130}" width="150" height="110" rx="18" fill="${light}" fill-opacity="${opacity.toFixed(2)}"/>`
      }).join('')
  }
}

/**
 * Drawn on a 1600×900 canvas, rasterised at 1280×720: the largest size a page shows (Media's `hero`).
 * A bigger source only made every seed encode a bigger original nobody is served (docs/databases.md).
 */
const CANVAS = { width: 1600, height: 900 }
const RASTER = { width: 1280, height: 720 }

export function illustrationSvg(seedText: string): string {
  const rand = random(seedText)
  const [from, to, light] = PALETTES[Math.floor(rand() * PALETTES.length)]!
  const motif = MOTIFS[Math.floor(rand() * MOTIFS.length)]!
  const blobs = Array.from({ length: 4 }, () => {
    const r = 120 + rand() * 260
    return `<circle cx="${(rand() * CANVAS.width).toFixed(0)}" cy="${(rand() * CANVAS.height).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" fill-opacity="${(0.06 + rand() * 0.1).toFixed(2)}"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RASTER.width}" height="${RASTER.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#g)"/>
    ${blobs.join('')}
    ${motifSvg(motif, CANVAS.width, CANVAS.height, light, rand)}
  </svg>`
}

export function avatarSvg(seedText: string, size = 400): string {
  const rand = random(seedText)
  const [from, to, light] = PALETTES[Math.floor(rand() * PALETTES.length)]!
  const c = size / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#g)"/>
    <circle cx="${c}" cy="${c * 0.78}" r="${c * 0.34}" fill="${light}" fill-opacity="0.95"/>
    <ellipse cx="${c}" cy="${size * 1.02}" rx="${c * 0.72}" ry="${c * 0.62}" fill="${light}" fill-opacity="0.95"/>
  </svg>`
}

/** Opaque art: without the alpha channel, Payload's seven encodes of each image skip an alpha plane. */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer()
}
