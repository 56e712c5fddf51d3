/** "1 accredited course", "3 accredited courses" (SPEC §2 learning providers list). */
export const courseCountText = (n: number) => `${n} accredited course${n === 1 ? '' : 's'}`;
