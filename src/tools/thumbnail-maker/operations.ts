import { CANVAS_FORMATS, type CanvasSize } from './formats'
import {
  DESIGN_VERSION,
  LIMITS,
  availableWeight,
  type Background,
  type Design,
  type ImageLayer,
  type Layer,
  type ShapeKind,
  type ShapeLayer,
  type ShapeOf,
  type TextLayer,
} from './model'

/**
 * Edits as pure functions: each returns a new design and never changes its input. One that cannot
 * apply (a full design, a locked or missing layer, a move past the top) returns the input itself,
 * so `next === design` tells the editor nothing happened, and pushing it adds no undo step.
 */

/** Makes a fresh layer id. Supplied by the caller (crypto.randomUUID in the editor, a counter in tests), so the model stays deterministic. */
export type NewId = () => string

export type ZOrderMove = 'forward' | 'backward' | 'front' | 'back'

type Editable<L> = L extends Layer ? Partial<Omit<L, 'id' | 'type' | 'kind'>> : never
/** Properties of any one kind of layer; keys the target layer does not have are ignored. */
export type LayerPatch = Editable<Layer>

const FIXED_KEYS = new Set(['id', 'type', 'kind'])
/** A locked layer only changes by being unlocked, hidden or shown, or renamed. */
const EDITABLE_WHEN_LOCKED = new Set(['locked', 'visible', 'name'])
const DUPLICATE_OFFSET = 24
const COPY_SUFFIX = ' copy'

export function createDesign(overrides: Partial<Omit<Design, 'version'>> = {}): Design {
  return {
    version: DESIGN_VERSION,
    format: 'video',
    name: 'Untitled thumbnail',
    background: { kind: 'solid', color: '#111827' },
    layers: [],
    ...overrides,
  }
}

export function canAddLayer(design: Design): boolean {
  return design.layers.length < LIMITS.layers
}

/** Adds on top of the others; refused when the design is full or the id is taken. */
export function addLayer(design: Design, layer: Layer): Design {
  if (!canAddLayer(design) || design.layers.some((other) => other.id === layer.id)) return design
  return { ...design, layers: [...design.layers, layer] }
}

/**
 * Applies the patch keys that change something; on a locked layer only `locked`, `visible` and
 * `name`. A line's or arrow's box always follows its points: move the points, not the width.
 */
export function updateLayer(design: Design, id: string, patch: LayerPatch): Design {
  return replaceLayer(design, id, (layer) => {
    const current: Record<string, unknown> = layer
    const changes = Object.entries(patch).filter(
      ([key, value]) =>
        value !== undefined &&
        key in current &&
        !FIXED_KEYS.has(key) &&
        current[key] !== value &&
        (!layer.locked || EDITABLE_WHEN_LOCKED.has(key)),
    )
    if (changes.length === 0) return layer
    return keepConsistent({ ...layer, ...Object.fromEntries(changes) } as Layer)
  })
}

/** What a patch can leave inconsistent: a weight the new font family lacks, a line's box after its points moved. */
function keepConsistent(layer: Layer): Layer {
  if (layer.type === 'text') return { ...layer, fontWeight: availableWeight(layer.fontFamily, layer.fontWeight) }
  if (layer.type === 'shape' && (layer.kind === 'arrow' || layer.kind === 'line')) return fitToPoints(layer)
  return layer
}

export function removeLayer(design: Design, id: string): Design {
  const layer = design.layers.find((candidate) => candidate.id === id)
  if (!layer || layer.locked) return design
  return { ...design, layers: design.layers.filter((candidate) => candidate !== layer) }
}

/** The copy goes just above the original, 24 px down and right, unlocked so it can be edited. */
export function duplicateLayer(design: Design, id: string, newId: NewId): Design {
  const index = design.layers.findIndex((layer) => layer.id === id)
  const layer = design.layers[index]
  if (!layer || !canAddLayer(design)) return design
  const copy: Layer = {
    ...layer,
    id: newId(),
    name: `${layer.name.slice(0, LIMITS.name - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
    x: layer.x + DUPLICATE_OFFSET,
    y: layer.y + DUPLICATE_OFFSET,
    locked: false,
  }
  return { ...design, layers: [...design.layers.slice(0, index + 1), copy, ...design.layers.slice(index + 1)] }
}

/** Layers are listed bottom to top: "forward" moves one step up, "front" to the very top. */
export function moveLayer(design: Design, id: string, move: ZOrderMove): Design {
  const from = design.layers.findIndex((layer) => layer.id === id)
  const layer = design.layers[from]
  if (!layer || layer.locked) return design
  const last = design.layers.length - 1
  const to = move === 'front' ? last : move === 'back' ? 0 : Math.min(last, Math.max(0, from + (move === 'forward' ? 1 : -1)))
  if (to === from) return design
  const others = design.layers.filter((other) => other !== layer)
  return { ...design, layers: [...others.slice(0, to), layer, ...others.slice(to)] }
}

/** Moves the unlocked layers among `ids` (arrow keys, dragging a selection). */
export function nudge(design: Design, ids: readonly string[], dx: number, dy: number): Design {
  const selected = new Set(ids)
  const layers = design.layers.map((layer) =>
    selected.has(layer.id) && !layer.locked && (dx !== 0 || dy !== 0) ? { ...layer, x: layer.x + dx, y: layer.y + dy } : layer,
  )
  return layers.some((layer, index) => layer !== design.layers[index]) ? { ...design, layers } : design
}

export function setBackground(design: Design, background: Background): Design {
  return background === design.background ? design : { ...design, background }
}

function replaceLayer(design: Design, id: string, change: (layer: Layer) => Layer): Design {
  const index = design.layers.findIndex((layer) => layer.id === id)
  const layer = design.layers[index]
  if (!layer) return design
  const next = change(layer)
  return next === layer ? design : { ...design, layers: design.layers.map((other, position) => (position === index ? next : other)) }
}

/** The canvas the factories centre layers on when not told another: templates are drawn on it. */
const DEFAULT_CANVAS: CanvasSize = CANVAS_FORMATS.video

/** What every factory fills in: a visible, unlocked layer centred on the canvas. */
function layerDefaults(newId: NewId, width: number, height: number, canvas: CanvasSize) {
  return {
    id: newId(),
    x: Math.round((canvas.width - width) / 2),
    y: Math.round((canvas.height - height) / 2),
    width,
    height,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
  }
}

type Placement = 'id' | 'x' | 'y' | 'height' | 'rotation' | 'opacity' | 'visible' | 'locked'

export type TextOverrides = Partial<Omit<TextLayer, 'id' | 'type'>>

const TEXT_DEFAULTS: Omit<TextLayer, Placement | 'type'> = {
  name: 'Text',
  text: 'YOUR TITLE HERE',
  fontFamily: 'Anton',
  fontSize: 120,
  fontWeight: 400,
  fill: '#ffffff',
  stroke: '#000000',
  strokeWidth: 8,
  shadow: { color: '#000000', blur: 16, offsetX: 0, offsetY: 6, opacity: 0.6 },
  letterSpacing: 0,
  lineHeight: 1.1,
  align: 'center',
  fit: 'shrink',
  width: 1000,
}

/** Bold white outlined text across the middle; its height is estimated until the editor measures it. */
export function createText(newId: NewId, overrides: TextOverrides = {}, canvas = DEFAULT_CANVAS): TextLayer {
  const props = { ...TEXT_DEFAULTS, width: Math.min(TEXT_DEFAULTS.width, Math.round(canvas.width * 0.8)), ...overrides }
  const height = overrides.height ?? estimateTextHeight(props)
  return {
    ...layerDefaults(newId, props.width, height, canvas),
    type: 'text',
    ...props,
    height,
    fontWeight: availableWeight(props.fontFamily, props.fontWeight),
  }
}

/** Lines wrapped at an average glyph width of about 0.55 em: near enough to place the box before the real text is measured. */
function estimateTextHeight(text: Pick<TextLayer, 'text' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'width'>): number {
  const perLine = Math.max(1, Math.floor(text.width / Math.max(1, text.fontSize * 0.55 + text.letterSpacing)))
  const lines = text.text.split('\n').reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0)
  return Math.ceil(lines * text.fontSize * text.lineHeight)
}

export type ImageOverrides = Partial<Omit<ImageLayer, 'id' | 'type' | 'src'>>

/** Shrunk to fit inside the canvas keeping its aspect ratio (never enlarged, which would blur it), centred. */
export function createImage(
  newId: NewId,
  src: string,
  size: { width: number; height: number },
  overrides: ImageOverrides = {},
  canvas = DEFAULT_CANVAS,
): ImageLayer {
  const scale = Math.min(1, canvas.width / size.width, canvas.height / size.height)
  const width = Math.round(size.width * scale)
  const height = Math.round(size.height * scale)
  return {
    ...layerDefaults(newId, width, height, canvas),
    type: 'image',
    name: 'Image',
    src,
    crop: null,
    cornerRadius: 0,
    stroke: '#ffffff',
    strokeWidth: 0,
    ...overrides,
  }
}

type ShapeDefaults<K extends ShapeKind> = Omit<ShapeOf<K>, Placement | 'type' | 'kind'>
export type ShapeOverrides<K extends ShapeKind> = Partial<Omit<ShapeOf<K>, 'id' | 'type' | 'kind'>>

const SHAPE_DEFAULTS: { [K in ShapeKind]: ShapeDefaults<K> & { height: number } } = {
  rect: { name: 'Rectangle', width: 400, height: 240, fill: '#ef4444', stroke: '#000000', strokeWidth: 0 },
  roundedRect: { name: 'Rounded rectangle', width: 400, height: 240, cornerRadius: 32, fill: '#ef4444', stroke: '#000000', strokeWidth: 0 },
  circle: { name: 'Circle', width: 240, height: 240, fill: '#facc15', stroke: '#000000', strokeWidth: 0 },
  arrow: {
    name: 'Arrow',
    width: 320,
    height: 0,
    points: [0, 0, 320, 0],
    pointerLength: 44,
    pointerWidth: 52,
    stroke: '#facc15',
    strokeWidth: 18,
  },
  line: { name: 'Line', width: 400, height: 0, points: [0, 0, 400, 0], stroke: '#ffffff', strokeWidth: 12 },
}

/** A shape centred on the canvas; a line's or arrow's box is fitted to its points. */
export function createShape<K extends ShapeKind>(newId: NewId, kind: K, overrides?: ShapeOverrides<K>, canvas?: CanvasSize): ShapeOf<K>
export function createShape(newId: NewId, kind: ShapeKind, overrides: ShapeOverrides<ShapeKind> = {}, canvas = DEFAULT_CANVAS): ShapeLayer {
  const props = { ...SHAPE_DEFAULTS[kind], ...overrides }
  const shape = { ...layerDefaults(newId, props.width, props.height, canvas), type: 'shape', kind, ...props } as ShapeLayer
  return shape.kind === 'arrow' || shape.kind === 'line' ? fitToPoints(shape) : shape
}

/** Moves the box onto the points' bounds, so they start at its top-left corner and snapping sees the real extent. */
function fitToPoints<L extends ShapeOf<'arrow' | 'line'>>(shape: L): L {
  const xs = shape.points.filter((_, index) => index % 2 === 0)
  const ys = shape.points.filter((_, index) => index % 2 === 1)
  const left = Math.min(...xs)
  const top = Math.min(...ys)
  return {
    ...shape,
    x: shape.x + left,
    y: shape.y + top,
    width: Math.max(...xs) - left,
    height: Math.max(...ys) - top,
    points: shape.points.map((value, index) => value - (index % 2 === 0 ? left : top)),
  }
}
