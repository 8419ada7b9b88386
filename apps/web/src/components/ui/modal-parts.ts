// The chunk deferred-modal.tsx loads: only what a modal dialog needs.
export { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
