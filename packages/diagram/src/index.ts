// Public API of @tabletwin/diagram: a model's rules drawn, as data, track geometry, SVG and text.
export { diagramOf, type Diagram, type DiagramOptions, type ActionCard, type Panels } from './diagram.js';
export { renderDiagramText } from './text.js';
export { MARKERS, MARKER_INFO, allSteps, type Marker, type MarkerInfo } from './markers.js';
export type { OpLine } from './ops.js';
export type { Twin } from './data.js';
export type {
  ZoneRow,
  VarRow,
  NamedValue,
  DerivedRow,
  TriggerRow,
  ModifierRow,
  FastAction,
  WindowRow,
  PriorityPanel,
  OutcomeModelRow,
  EndRow,
  QuestionRow,
} from './panels.js';
export type { ContentItemRow, AbilityRow, Face } from './content.js';
export {
  trackLayout,
  fit,
  wrap,
  SIZES,
  type TrackLayout,
  type StepBox,
  type GroupBox,
  type TextItem,
  type Edge,
  type LoopBack,
  type BoxLine,
  type Point,
  type Rect,
} from './layout.js';
export {
  renderSvg,
  escapeXml,
  orderIcon,
  ORDER_ICONS,
  DEFAULT_COLOURS,
  DEFAULT_FONT,
  type SvgOptions,
  type Colours,
} from './svg.js';
