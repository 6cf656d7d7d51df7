/**
 * The name of the lead forms' hidden trap field: people never see it, so it stays empty; form-filling robots fill it
 * in. The server drops an empty one before the form's strict schema sees the body, and refuses a filled one.
 */
export const HONEYPOT_FIELD = "fc_hp";
