/** /sell-your-car is the same page as /sell-my-car (spec 002 §2). */
export { default, metadata } from "../sell-my-car/page";
