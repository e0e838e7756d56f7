// Motion's animation features in a chunk of their own: the screens that move load it after their
// first paint (LazyMotion), and the pictures show their final state until it comes.
import { domMax } from 'motion/react';

export default domMax;
