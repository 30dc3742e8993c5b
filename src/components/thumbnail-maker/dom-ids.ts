/** Elements other parts of the editor move the focus to. The editor is rendered once per page. */
export const CANVAS_ID = 'thumbnail-canvas'
export const TEXT_FIELD_ID = 'thumbnail-text-field'
