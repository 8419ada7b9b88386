/**
 * The homes line's checkout URLs (spec §2). A module of their own: app/'s route table names them without
 * loading the adapter, which comes with the book page's chunk.
 */
export const HOMES_BOOK_PATH = '/vacation-rentals/book/';
export const HOMES_CONFIRM_PATH = '/vacation-rentals/book/confirm/';
