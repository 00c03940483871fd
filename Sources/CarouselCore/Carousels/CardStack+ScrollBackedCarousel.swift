/// Input, taps and settling come from the shared ``ScrollBackedCarousel`` handling.
extension CardStack: ScrollBackedCarousel {}
