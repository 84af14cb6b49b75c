/** Element ids that one part of the app focuses in another. */

/** The home feed's create-post box; the phone's bottom-bar "Post" button focuses it (SPEC 2). */
export const POST_BOX_ID = 'create-post-box';
