/**
 * Konva's shapes that the editor draws, and no others: `konva`'s own entry (which `react-konva`'s
 * imports) brings every shape and filter, a long task on a phone (decision 008). Each shape file
 * registers itself with Konva's core.
 */
import 'konva/lib/shapes/Arrow.js'
import 'konva/lib/shapes/Ellipse.js'
import 'konva/lib/shapes/Image.js'
import 'konva/lib/shapes/Line.js'
import 'konva/lib/shapes/Rect.js'
import 'konva/lib/shapes/Text.js'
import 'konva/lib/shapes/Transformer.js'
