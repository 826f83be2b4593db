extension View {
    // MARK: Alerts

    /// Presents an alert with `actions` (its buttons) while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(Self.dialog(title, .visible, .alert, isPresented, actions(), EmptyView?.none))
    }

    /// Presents an alert with actions and a message.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title string, actions and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title text, actions and a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(Self.dialog(title, .visible, .alert, isPresented, actions(), message()))
    }

    /// Presents an alert about `data` (while `isPresented` is true and `data` is not nil).
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(Self.dialog(Text(titleKey), .visible, .alert, isPresented, data.map(actions), EmptyView?.none))
    }

    /// Presents an alert about `data` with a message.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(Self.dialog(Text(titleKey), .visible, .alert, isPresented, data.map(actions), data.map(message)))
    }

    // MARK: Confirmation dialogs

    /// Presents a confirmation dialog (an action sheet) while `isPresented` is true; a Cancel
    /// button is added when none has the `.cancel` role. The title shows only when
    /// `titleVisibility` is `.visible`, as on iOS.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(Self.dialog(Text(titleKey), titleVisibility, .actionSheet, isPresented, actions(), EmptyView?.none))
    }

    /// Presents a confirmation dialog with a title string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(Self.dialog(Text(title), titleVisibility, .actionSheet, isPresented, actions(), EmptyView?.none))
    }

    /// Presents a confirmation dialog with actions and a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(Self.dialog(Text(titleKey), titleVisibility, .actionSheet, isPresented, actions(), message()))
    }

    /// Presents a confirmation dialog about `data`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(Self.dialog(Text(titleKey), titleVisibility, .actionSheet, isPresented, data.map(actions), EmptyView?.none))
    }

    private static func dialog<A: View, M: View>(
        _ title: Text, _ titleVisibility: Visibility, _ style: UIAlertController.Style, _ isPresented: Binding<Bool>,
        _ actions: A?, _ message: M?
    ) -> _AlertModifier<A, M> {
        _AlertModifier(
            title: title._plainText, titleVisibility: titleVisibility, style: style,
            isPresented: { isPresented.wrappedValue && actions != nil },
            turnOff: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
            actions: { actions }, message: { message })
    }
}
