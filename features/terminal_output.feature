Feature: Output reads as a terminal shows it
  Progress meters redraw their line with a carriage return at every step; colours, hyperlinks and
  titles are escape sequences. A person at a terminal sees the last state of each line and no
  escapes: so does the agent, in Bash's and BashOutput's text. Rendering comes before the output's
  budget (frames no one sees do not crowd out what the command said) and before BashOutput's
  filter; files that hold the whole output keep every byte as written.

  Scenario: Bash's description says so, and how to see the control characters
    Then the toolkit's Bash description should contain "Output reads as a terminal shows it: progress redrawn with \r shows its last state, and colours and other escape sequences are not printed (pipe into cat -v to see them)"

  Scenario: A line redrawn with carriage returns shows its last state
    When I execute BashTool with command="printf 'get 10%%\rget 50%%\rget 100%%\n'; printf 'Rebasing (1/1)\rSuccessfully rebased\n'; printf 'waiting\r'"
    Then the result should be successful
    And the output should read:
      """
      get 100%
      Successfully rebased
      waiting
      """

  Scenario: What a shorter redraw leaves of the line shows, as on a terminal, unless the line is erased first
    When I execute BashTool with command="printf 'progress 99%%\rdone\n'; printf 'progress 99%%\r\033[Kdone\n'; printf 'abc\b\bX\n'; printf 'abcdef\033[3D\033[1K\033[C!\n'; printf 'abc\033[2Kx\n'; printf 'ab\033[5GZ\n'; printf 'a\033[Cb\033[2Cc\033[Dd\n'"
    Then the output should read:
      """
      doneress 99%
      done
      aXc
          !f
         x
      ab  Z
      a b  d
      """

  Scenario: A cursor sent far past the line's end pads the line only so far
    When I execute BashTool with command="printf 'a\033[99999999Cb\n'"
    Then the output should be 1028 characters long

  Scenario: Colours, hyperlinks, titles, bells and CRLF line ends are not printed
    When I execute BashTool with command="printf '\033[1;31mred\033[0m plain\n'; printf '\033]8;;https://example.com\033\\link\033]8;;\033\\\n'; printf '\033]0;title\007after title\a\n'; printf 'one\r\ntwo\r\n'"
    Then the output should read:
      """
      red plain
      link
      after title
      one
      two
      """
    And the output should hold no carriage return, backspace, bell or escape

  Scenario: NUL, DEL and the other control characters a terminal does not print are not shown; tabs, vertical tabs and form feeds are
    When I execute BashTool with command="printf 'a\0b\001c\177d\016e\037f\n'; printf 't\tv\vf\fend\n'"
    Then the result should be successful
    And the output should contain "abcdef"
    And the output's control characters, in order, should be "0a 09 0b 0c 0a"

  Scenario: stderr is shown the same way
    When I execute BashTool with command="printf 'x 1/3\rx 3/3\n' >&2"
    Then the output should read:
      """
      [stderr]
      x 3/3
      """
    And the output should hold no carriage return, backspace, bell or escape

  Scenario: Thousands of frames do not crowd out what the command said
    When I execute BashTool with command="for i in $(seq 1 5000); do printf 'step %d\r' $i; done; echo; echo FINAL-LINE"
    Then the result should be successful
    And metadata should contain output_bytes=48905
    And metadata should contain truncated=false
    And the output should read:
      """
      step 5000
      FINAL-LINE
      """

  Scenario: Output past the budget is shown rendered, and truncated as such; the saved file holds every frame
    When I execute BashTool with command="for i in $(seq 1 3000); do printf 'frame %d\r' $i; echo \"line $i finished\"; done"
    Then the result should be successful
    And metadata should contain truncated=true
    And the output should hold no carriage return, backspace, bell or escape
    And the output should contain "line 3000 finished"
    And the output should contain "3000 lines in all"
    And the output should NOT contain "frame"
    And the file in metadata stdout_file should hold 3000 carriage returns

  Scenario: BashOutput shows a background shell's redraws as a terminal does, and filters the lines shown
    Given a background shell that ran "for i in 1 2 3; do printf 'download %d/3\r' $i; done; echo; echo 'error: disk full'" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | filter  | ^download  |
    Then the output should contain "download 3/3"
    And the output should NOT contain "download 1/3"
    And the output should NOT contain "error"
    And the output should hold no carriage return, backspace, bell or escape

  Scenario: BashOutput's filter matches the lines as shown, not the bytes written
    Given a background shell that ran "printf '\033[31merror\033[0m: disk full\n'; printf 'error: retrying\rok: written    \n'" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | filter  | ^error     |
    Then the output should contain "error: disk full"
    And the output should NOT contain "ok: written"
    And the output should NOT contain "retrying"
