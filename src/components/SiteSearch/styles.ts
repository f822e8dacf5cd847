/**
 * The dialog's styles, which ship with its lazily loaded script: Docusaurus puts every CSS module
 * into the one stylesheet all pages load, where these would cost each page 0.4 KiB gzip.
 */
export const DIALOG_STYLES = `
.site-search-dialog {
width: min(40rem, calc(100vw - 2rem));
max-height: min(40rem, calc(100dvh - 4rem));
margin: 4rem auto auto;
padding: 0;
border: 1px solid var(--ifm-color-emphasis-300);
border-radius: 0.75rem;
background: var(--ifm-background-surface-color);
color: var(--ifm-font-color-base);
box-shadow: 0 1rem 3rem rgb(0 0 0 / 30%);
}
.site-search-dialog::backdrop {
background: rgb(0 0 0 / 50%);
}
.site-search-panel {
display: flex;
flex-direction: column;
gap: 0.75rem;
padding: 1rem;
}
.site-search-header {
display: flex;
align-items: center;
justify-content: space-between;
}
.site-search-title {
margin: 0;
font-size: 1.125rem;
}
.site-search-close {
min-height: 2rem;
padding: 0 0.75rem;
border: 1px solid var(--ifm-color-emphasis-500);
border-radius: 0.375rem;
background: none;
color: inherit;
font: inherit;
cursor: pointer;
}
.site-search-field {
width: 100%;
padding: 0.625rem 0.75rem;
border: 2px solid var(--ifm-color-primary);
border-radius: 0.5rem;
background: var(--ifm-background-color);
color: inherit;
font: inherit;
font-size: 1rem;
}
.site-search-field::placeholder {
color: var(--ifm-color-emphasis-700);
}
.site-search-status {
margin: 0;
font-size: 0.875rem;
}
.site-search-status:empty {
display: none;
}
.site-search-results {
margin: 0;
padding: 0;
list-style: none;
}
.site-search-results li + li {
margin-top: 0.5rem;
}
.site-search-result {
display: flex;
flex-direction: column;
gap: 0.125rem;
padding: 0.625rem 0.75rem;
border: 1px solid var(--ifm-color-emphasis-300);
border-radius: 0.5rem;
color: inherit;
}
.site-search-result:hover,
.site-search-result:focus-visible {
border-color: var(--ifm-color-primary);
background: var(--ifm-color-emphasis-100);
color: inherit;
text-decoration: none;
}
.site-search-section {
color: var(--ifm-color-emphasis-700);
font-size: 0.8125rem;
}
.site-search-result-title {
color: var(--ifm-link-color);
font-weight: 700;
}
.site-search-excerpt {
font-size: 0.875rem;
line-height: 1.6;
}
.site-search-excerpt mark {
padding: 0 0.0625rem;
background: #fde68a;
color: #1c1e21;
}
.site-search-hint {
margin: 0;
color: var(--ifm-color-emphasis-700);
font-size: 0.8125rem;
}
@media (width <= 996px) {
.site-search-dialog {
width: 100vw;
max-width: none;
max-height: calc(100dvh - 2rem);
margin-top: 1rem;
}
.site-search-hint {
display: none;
}
}
`;
