import { canvasOf, type CanvasSize } from './formats'
import type { Background, Design, Layer, ShapeLayer, TextLayer } from './model'

/**
 * A text equivalent of the design for screen readers (the canvas itself is a picture): the
 * background, then each visible layer from the bottom up, with where it sits.
 */
export function describeDesign(design: Design): string {
  const visible = design.layers.filter((layer) => layer.visible)
  const canvas = canvasOf(design)
  const parts = [describeBackground(design.background), ...visible.map((layer) => describeLayer(layer, canvas))]
  const hidden = design.layers.length - visible.length
  const hiddenNote = hidden > 0 ? ` (and ${plural(hidden, 'hidden layer')})` : ''
  const kind = design.format === 'shorts' ? `Shorts frame (${canvas.width} × ${canvas.height})` : 'Thumbnail design'
  return `${kind} with ${plural(parts.length, 'layer')}${hiddenNote}: ${parts.join('; ')}.`
}

function describeBackground(background: Background): string {
  switch (background.kind) {
    case 'solid':
      return `background colour ${background.color}`
    case 'gradient': {
      // A hard edge repeats a colour at the same offset: name each colour once.
      const colors = background.stops.map((stop) => stop.color).filter((color, index, all) => color !== all[index - 1])
      const middle = colors.slice(1, -1)
      return `background gradient from ${colors[0]}${middle.length > 0 ? ` through ${middle.join(' and ')}` : ''} to ${colors.at(-1)}`
    }
    case 'image':
      return `background image, ${background.fit === 'cover' ? 'filling the frame' : `fitted inside on ${background.color}`}`
  }
}

function describeLayer(layer: Layer, canvas: CanvasSize): string {
  const what =
    layer.type === 'text'
      ? describeText(layer)
      : layer.type === 'image'
        ? `image “${layer.name}”, ${Math.round(layer.width)} × ${Math.round(layer.height)} px`
        : describeShape(layer)
  const rotated = layer.rotation !== 0 ? `, rotated ${Math.round(layer.rotation)}°` : ''
  const faded = layer.opacity < 1 ? `, ${Math.round(layer.opacity * 100)}% opaque` : ''
  return `${what}, ${placement(layer, canvas)}${rotated}${faded}`
}

function describeText(text: TextLayer): string {
  const content = text.text.trim() === '' ? 'empty text' : `text “${text.text.replace(/\s+/g, ' ').trim()}”`
  const weight = text.fontWeight === 400 ? '' : ` weight ${text.fontWeight}`
  const shadow = text.shadow ? ', with a shadow' : ''
  return `${content} in ${text.fontFamily} ${text.fontSize} px${weight}, ${text.fill}${outline(text)}${shadow}`
}

const SHAPE_NAMES: Record<ShapeLayer['kind'], string> = {
  rect: 'rectangle',
  roundedRect: 'rounded rectangle',
  circle: 'circle',
  arrow: 'arrow',
  line: 'line',
}
const TRANSPARENT = /^#[0-9a-f]{6}00$/i
const DIRECTIONS = ['right', 'down-right', 'down', 'down-left', 'left', 'up-left', 'up', 'up-right']

function describeShape(shape: ShapeLayer): string {
  const kind = shape.kind === 'circle' && shape.width !== shape.height ? 'ellipse' : SHAPE_NAMES[shape.kind]
  // Default names ("Rectangle") add nothing; chosen ones ("Photo slot") say what the shape is for.
  const name = shape.name.toLowerCase() === kind ? '' : ` “${shape.name}”`
  switch (shape.kind) {
    case 'arrow':
      return `${kind}${name} pointing ${arrowDirection(shape.points, shape.rotation)}, ${shape.stroke}`
    case 'line':
      return `${kind}${name}, ${shape.stroke}`
    default:
      return `${kind}${name}, ${TRANSPARENT.test(shape.fill) ? 'no fill' : shape.fill}${outline(shape)}`
  }
}

function outline({ stroke, strokeWidth }: { stroke: string; strokeWidth: number }): string {
  return strokeWidth > 0 ? `, outlined ${strokeWidth} px ${stroke}` : ''
}

/** From the first point to the last, turned by the layer's rotation, to the nearest of eight directions (y grows downwards). */
function arrowDirection(points: number[], rotation: number): string {
  const [x1 = 0, y1 = 0] = points
  const [x2 = 0, y2 = 0] = points.slice(-2)
  const degrees = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI + rotation
  return DIRECTIONS[((Math.round(degrees / 45) % 8) + 8) % 8] ?? 'right'
}

/** Which third of the canvas the layer's centre is in: "at the top left", "on the right", "in the centre". */
function placement(layer: Layer, canvas: CanvasSize): string {
  // Layers turn around their top-left corner, which carries the centre along.
  const radians = (layer.rotation * Math.PI) / 180
  const centerX = layer.x + (layer.width / 2) * Math.cos(radians) - (layer.height / 2) * Math.sin(radians)
  const centerY = layer.y + (layer.width / 2) * Math.sin(radians) + (layer.height / 2) * Math.cos(radians)
  const third = (position: number, size: number) => Math.min(2, Math.max(0, Math.floor((position / size) * 3)))
  const vertical = ['top', '', 'bottom'][third(centerY, canvas.height)]
  const horizontal = ['left', '', 'right'][third(centerX, canvas.width)]
  const where = [vertical, horizontal].filter(Boolean).join(' ')
  if (!where) return 'in the centre'
  return `${vertical ? 'at' : 'on'} the ${where}`
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
