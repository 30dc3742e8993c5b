/** react-konva's components on Konva's core with the editor's shapes (see konva-shapes.ts), not on all of Konva. */
import './konva-shapes'

export { Arrow, Ellipse, Group, Image, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva/lib/ReactKonvaCore.js'
