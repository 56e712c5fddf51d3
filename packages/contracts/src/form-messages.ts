// SPEC §5/§8 texts that member-area forms show, as named exports. messages.ts includes them in
// its object for the public pages; member code imports them from here instead, because a
// member chunk importing the `messages` object would make the public shell ship all of it.
export const correctErrors = 'Please correct errors in the form';
export const profileFailed = 'Please check errors in form';
