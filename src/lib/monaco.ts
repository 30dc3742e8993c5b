/** Where the app serves Monaco's prebuilt editor (`monaco-editor/min/vs`) for the admin's code fields. */
export const MONACO_BASE_PATH = '/monaco/vs'
