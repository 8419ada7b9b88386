export const DATE_PICKER_TITLE = 'Select the check-in and check-out dates for your stay';
