import MotionUI

extension PlayerScene {
    /// Seed 003: the login / sign-up form with animated state transitions.
    ///
    /// ```swift
    /// let host = ViewHost(PlayerScene.form.makeView(), size: CGSize(width: 800, height: 600))
    /// host.tap(text: "Sign up")
    /// ```
    static let form = PlayerScene(
        name: "form", title: "Login / Sign up",
        summary: "seed 003: tabs, sliding forms, animated button and checkmarks; log in as motion / swiftui",
        keys: ["Tab / Shift-Tab next / previous field"]
    ) {
        FormScene.ContentView().frame(maxWidth: 520)
    }
}

/// Seed 003, "animated login and sign-up screens", in Motion's words with the article's structure: a
/// tab header whose indicator slides in, the login and sign-up forms swapped with asymmetric
/// move-and-fade transitions, text fields with a divider under them, a button style that grows and
/// fades while pressed (grey until the form is complete, then orange), and checkmarks that scale
/// in and out.
///
/// One step past the article, the login button checks the credentials:
///
/// - user **`motion`**, password **`swiftui`** (``username`` / ``password``) logs in: the form gives
///   way to a welcome message (with a "Log out" button back to the form);
/// - anything else shakes the form (the ``Shake`` effect of seed 001, one shake per failed attempt,
///   under `withAnimation(.default)`) and clears the password field.
///
/// Passwords are typed into ``SecureField``s (the article used plain text fields).
///
/// ```swift
/// FormScene.ContentView()
/// ```
enum FormScene {
    /// The user name that logs in.
    static let username = "motion"
    /// The password that logs in.
    static let password = "swiftui"

    /// The container: the tab header, then the login or the sign-up form.
    struct ContentView: View {
        @State var loginShown = true

        var body: some View {
            VStack {
                screenChooser
                    .padding(.bottom, 60)
                if loginShown {
                    LoginView()
                        .transition(.insertToRight)
                } else {
                    SignupView()
                        .transition(.insertFromRight)
                }
                Spacer()
            }
        }

        var screenChooser: some View {
            HStack {
                tab("Login", showIndicator: loginShown)
                    .onTapGesture { withAnimation { loginShown = true } }
                tab("Sign up", showIndicator: !loginShown)
                    .onTapGesture { withAnimation { loginShown = false } }
                Spacer()
            }
            .padding()
        }

        /// A tab title with its indicator line under it when selected.
        func tab(_ title: String, showIndicator: Bool) -> some View {
            VStack {
                Text(title)
                if showIndicator {
                    Divider()
                        .transition(.insertFromRight)
                }
                Spacer()
            }
            .frame(width: 80, height: 50)
        }
    }

    /// The login form: user name, password and the login button; a wrong password shakes it.
    struct LoginView: View {
        @State var username = ""
        @State var password = ""
        /// Failed attempts: the shake's animatable data.
        @State var attempts = 0
        @State var loggedIn = false

        var isLoginButtonEnabled: Bool { !username.isEmpty && !password.isEmpty }

        var body: some View {
            if loggedIn {
                WelcomeView(username: username) {
                    withAnimation {
                        password = ""
                        loggedIn = false
                    }
                }
                .transition(.scale.combined(with: .opacity))
            } else {
                form
                    .transition(.opacity)
            }
        }

        var form: some View {
            VStack {
                HStack {
                    Text("Welcome back! Please enter your credentials")
                        .font(.title)
                        .bold()
                    Spacer()
                }
                DividerTextField(text: $username, placeholder: "Username")
                DividerTextField(text: $password, placeholder: "Password", isSecure: true)
                Spacer()
                Button(action: logIn) {
                    Text("Login")
                        .frame(maxWidth: .infinity)
                        .frame(height: 40)
                }
                .padding()
                .buttonStyle(AnimatedButtonStyle(isEnabled: isLoginButtonEnabled))
            }
            .padding()
            .modifier(Shake(animatableData: CGFloat(attempts)))
        }

        /// Logs in with the right credentials; otherwise clears the password and shakes. The
        /// password is cleared first, so the shake's animated write is the frame's last.
        func logIn() {
            if username == FormScene.username && password == FormScene.password {
                withAnimation { loggedIn = true }
            } else {
                password = ""
                withAnimation(.default) { attempts += 1 }
            }
        }
    }

    /// Shown after a successful login.
    struct WelcomeView: View {
        let username: String
        let logOut: () -> Void

        var body: some View {
            VStack {
                HStack {
                    Text("Welcome, \(username)!")
                        .font(.title)
                        .bold()
                    Spacer()
                }
                HStack {
                    Text("You are logged in.")
                    Spacer()
                }
                Spacer()
                Button(action: logOut) {
                    Text("Log out")
                        .frame(maxWidth: .infinity)
                        .frame(height: 40)
                }
                .padding()
                .buttonStyle(AnimatedButtonStyle())
            }
            .padding()
        }
    }

    /// The sign-up form: three fields, two checkmarks, and a button enabled once all are filled.
    struct SignupView: View {
        @State var email = ""
        @State var password = ""
        @State var repeatPassword = ""
        @State var areTermsAccepted = false
        @State var userAgreementsAccepted = false

        var isSignupButtonEnabled: Bool {
            areTermsAccepted && userAgreementsAccepted
                && !email.isEmpty && !password.isEmpty && !repeatPassword.isEmpty
        }

        var body: some View {
            VStack {
                HStack {
                    Text("First time here?")
                        .font(.title)
                        .bold()
                    Spacer()
                }
                DividerTextField(text: $email, placeholder: "Username")
                DividerTextField(text: $password, placeholder: "Password", isSecure: true)
                DividerTextField(text: $repeatPassword, placeholder: "Repeat password", isSecure: true)
                VStack {
                    TermsView(accepted: $areTermsAccepted, text: "I accept terms and conditions")
                    TermsView(accepted: $userAgreementsAccepted, text: "I accept user agreements")
                }
                Spacer()
                Button(action: {}) {
                    Text("Signup")
                        .frame(maxWidth: .infinity)
                        .frame(height: 40)
                }
                .padding()
                .buttonStyle(AnimatedButtonStyle(isEnabled: isSignupButtonEnabled))
                .disabled(!isSignupButtonEnabled)
            }
            .padding()
        }
    }

    /// A text field (or a secure one) with a divider under it.
    struct DividerTextField: View {
        @Binding var text: String
        var placeholder: String
        var isSecure = false

        var body: some View {
            VStack {
                if isSecure {
                    SecureField(placeholder, text: $text)
                } else {
                    TextField(placeholder, text: $text)
                }
                Divider()
            }
        }
    }

    /// The buttons' look: orange when enabled, grey otherwise; 1.1× larger and at 70 % opacity while
    /// pressed.
    struct AnimatedButtonStyle: ButtonStyle {
        var isEnabled = true

        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .background(isEnabled ? Color.orange : Color.gray)
                .foregroundColor(.white)
                .cornerRadius(10)
                .opacity(configuration.isPressed ? 0.7 : 1)
                .scaleEffect(configuration.isPressed ? 1.1 : 1)
                .transition(.opacity)
        }
    }

    /// A line of terms with its checkmark.
    struct TermsView: View {
        @Binding var accepted: Bool
        var text: String

        var body: some View {
            HStack {
                Text(text)
                    .font(.system(size: 12))
                Spacer()
                AnimatedCheckView(checkAccepted: $accepted, transitionType: .scale)
            }
        }
    }

    /// A checkmark that toggles on a tap; the checked and unchecked images are two branches, so the
    /// change runs their transition.
    struct AnimatedCheckView: View {
        @Binding var checkAccepted: Bool
        var transitionType: AnyTransition = .scale

        var body: some View {
            if checkAccepted {
                checkmark(accepted: true)
            } else {
                checkmark(accepted: false)
            }
        }

        private func checkmark(accepted: Bool) -> some View {
            Image(accepted ? "checkmark-true" : "checkmark-false")
                .resizable()
                .transition(transitionType)
                .frame(width: 18, height: 18)
                .onTapGesture {
                    withAnimation { checkAccepted.toggle() }
                }
        }
    }

    /// Seed 001's shake: `amount` points sideways, `shakesPerUnit` shakes per unit of
    /// `animatableData` (x = amount · sin(animatableData · π · shakesPerUnit)).
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
                                                  y: 0))
        }
    }
}

extension AnyTransition {
    /// In from the leading edge, out towards the trailing edge, fading (the login form).
    fileprivate static var insertToRight: AnyTransition {
        let insertion: AnyTransition = .move(edge: .leading).combined(with: .opacity)
        let removal: AnyTransition = .move(edge: .trailing).combined(with: .opacity)
        return .asymmetric(insertion: insertion, removal: removal)
    }

    /// In from the trailing edge, out towards the leading edge, fading (the sign-up form, the tab
    /// indicator).
    fileprivate static var insertFromRight: AnyTransition {
        let insertion: AnyTransition = .move(edge: .trailing).combined(with: .opacity)
        let removal: AnyTransition = .move(edge: .leading).combined(with: .opacity)
        return .asymmetric(insertion: insertion, removal: removal)
    }
}
