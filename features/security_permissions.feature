Feature: Security policy - configured permission rules
  Rules in the form users know (`Bash(git push:*)` is a prefix, `Bash(npm test)` an exact command)
  are judged per sub-command, after wrappers are taken off; deny wins, then ask, then allow. An
  allow rule does not reach through a wrapper that runs its command as another user (sudo, doas,
  su, runuser, pkexec) or in a project's environment (uv run, poetry run, bundle exec...):
  `Bash(ls:*)` does not allow `sudo ls`; `Bash(sudo ls:*)` does.
  The danger rules deny whatever the configured rules say.

  Scenario Outline: A command a deny rule may name once its words are known is asked about, refused or judged by the other rules alone, as runtime targets are set
    Given a policy with deny "<deny>", ask "<ask>", allow "<allow>", default "<default>" and runtime targets "<targets>"
    Then the decision for <command> should be "<verdict>" by "<rule>"

    Examples:
      | deny | ask | allow | default | targets | command | verdict | rule |
      | Bash(git push:*) |  |  | ask | allow | git $SUB origin | ask | default |
      | Bash(git push:*) |  | Bash(git:*) | ask | allow | git $SUB origin | allow | Bash(git:*) |
      | Bash(git push:*) |  |  | allow | deny | $X push | deny | runtime-target |
      | Bash(git push:*) |  |  | allow | ask | $X push | ask | runtime-target |

  Scenario Outline: A decision a deny rule asks for says what is known only at run time: the program, or its words
    Given a policy with deny "Bash(git push:*)", ask "", allow "", default "allow" and runtime targets "ask"
    Then the decision for <command> should be "ask" by "runtime-target", saying "<said>"

    Examples:
      | command | said |
      | $X push | forbids: the program it runs is known only at run time |
      | "$(command -v git)" push | forbids: the program it runs is known only at run time |
      | git $SUB origin | forbids: its words are known only at run time |

  Scenario Outline: The decision for each configured-rule case
    Given a policy with deny "<deny>", ask "<ask>", allow "<allow>" and default "<default>"
    Then the decision for <command> should be "<verdict>" by "<rule>"

    Examples: Ansible's and Salt's file deletions are effects, judged for danger only; a shell module's command is a command it runs
      | deny | ask | allow | default | command | verdict | rule |
      |  |  | Bash(ansible:*) | ask | ansible localhost -m file -a 'path=./build state=absent' | allow | Bash(ansible:*) |
      |  |  | Bash(salt-call:*) | ask | salt-call --local file.remove ./cache | allow | Bash(salt-call:*) |
      |  |  | Bash(ansible:*) | ask | ansible localhost -m file -a 'path=/etc state=absent' | deny | recursive-delete-root |
      |  |  | Bash(ansible:*) | ask | ansible all -m shell -a 'make deploy' | ask | default |

    Examples: the effects of Windows's and cleaning tools, judged for danger only
      | deny | ask | allow | default | command | verdict | rule |
      |  |  | Bash(tmpreaper:*) | ask | tmpreaper 7d /tmp | allow | Bash(tmpreaper:*) |
      |  |  | Bash(icacls:*) | ask | icacls build //grant Users:F //T | allow | Bash(icacls:*) |
      |  |  | Bash(tmpreaper:*) | ask | tmpreaper 0 / | deny | recursive-delete-root |

    Examples: what a tool empties is judged for danger only: its own allow rule allows it
      | deny | ask | allow | default | command | verdict | rule |
      |  |  | Bash(jekyll:*) | ask | jekyll build -d _site | allow | Bash(jekyll:*) |
      |  |  | Bash(cargo clean:*) | ask | cargo clean --target-dir target | allow | Bash(cargo clean:*) |
      |  |  | Bash(cargo clean:*) | ask | cargo clean --target-dir / | deny | recursive-delete-root |

    Examples: a program named in capitals is allowed by its own name's rule (its lower case is judged only for what forbids or asks)
      | deny | ask | allow | default | command | verdict | rule |
      |  |  | Bash(R:*) | ask | R -e 'print(1)' | allow | Bash(R:*) |
      |  |  | Bash(GET:*) | ask | GET http://example.com/ | allow | Bash(GET:*) |
      |  |  | Bash(Rm:*) | ask | Rm -rf ~ | deny | recursive-delete-root |

    Examples: projects' runners: an allow rule must allow the runner's words (the environment is the project's), a deny rule reaches through them; a program named in capitals
      | deny | ask | allow | default | command | verdict | rule |
      |  |  | Bash(uv run:*) | ask | uv run pytest -q | allow | Bash(uv run:*) |
      |  |  | Bash(pytest:*) | ask | uv run pytest -q | ask | default |
      |  |  | Bash(bundle exec rspec:*) | ask | bundle exec rspec spec/models | allow | Bash(bundle exec rspec:*) |
      | Bash(rm:*) |  |  | allow | uv run rm -rf build | deny | Bash(rm:*) |
      | Bash(rm:*) |  |  | allow | RM -rf build | deny | Bash(rm:*) |

    Examples: a program named at run time may be the one a deny rule names, or a wrapper running it: asked; alone, or with other words, it is not
      | deny | ask | allow | default | command | verdict | rule |
      | Bash(git push:*) |  |  | allow | $X push | ask | runtime-target |
      | Bash(git push:*) |  |  | allow | "$(command -v git)" push origin | ask | runtime-target |
      | Bash(git push:*) |  |  | allow | $RUN git -C . push | ask | runtime-target |
      | Bash(git push:*) |  |  | allow | G=git; $G push | deny | Bash(git push:*) |
      | Bash(git push:*) |  |  | allow | $X pull | allow |  |
      | Bash(git push:*) |  |  | allow | $RUN git pull | allow |  |
      | Bash(curl:*) |  |  | allow | $X | allow |  |
      | Bash(git push:*) | Bash(git:*) |  | allow | git $SUB origin | ask | runtime-target |
      | Bash(kubectl delete:*) |  |  | allow | $RUN kubectl -n prod delete pod web-1 | ask | runtime-target |
      | Bash(curl:*) |  |  | allow | $FETCH https://example.com/ | ask | runtime-target |
      | Bash(curl:*) |  |  | allow | "$VENV/bin/python" fetch.py | allow |  |

    Examples:
      | deny              | ask              | allow              | default | command                                   | verdict | rule              |
      | Bash(git push:*)  |                  |                    | allow   | git push origin main                      | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git push                                  | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git pushx                                 | allow   |                   |
      | Bash(git push:*)  |                  |                    | allow   | git status && git push --force            | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | sudo env GIT_TRACE=1 git push             | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | bash -c "git push origin"                 | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | echo "git push"                           | allow   |                   |
      | Bash(git push:*)  |                  |                    | allow   | git -C . push                             | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git --no-pager push origin                | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git -c core.askpass=x push                | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git --git-dir=.git --work-tree . push     | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | /usr/bin/git -P push                      | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git -C push status                        | allow   |                   |
      | Bash(git push:*)  |                  |                    | allow   | git --no-pager log --grep push            | allow   |                   |
      | Bash(git push:*)  |                  |                    | allow   | git -c alias.p=push p                     | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git config alias.p push && git p origin   | deny    | Bash(git push:*)  |
      | Bash(git push:*)  |                  |                    | allow   | git config alias.p pull && git p          | allow   |                   |
      | Bash(git push:*)  |                  |                    | allow   | git ${CMD:-push}                          | ask     | runtime-target    |
      | Bash(git push:*)  |                  |                    | allow   | git $SUBCOMMAND origin                    | ask     | runtime-target    |
      | Bash(git push:*)  |                  |                    | allow   | git stash push -m wip                     | allow   |                   |
      | Bash(git push:*)  |                  | Bash(git push:*)   | allow   | git push                                  | deny    | Bash(git push:*)  |
      | Bash(npm publish) |                  |                    | allow   | npm publish                               | deny    | Bash(npm publish) |
      | Bash(npm publish) |                  |                    | allow   | npm publish --dry-run                     | allow   |                   |
      | Bash(npm publish:*) |                |                    | allow   | npm --registry https://r.example publish  | deny    | Bash(npm publish:*) |
      | Bash(npm publish:*) |                |                    | allow   | npm -w pkg --silent publish --tag next    | deny    | Bash(npm publish:*) |
      | Bash(npm publish:*) |                |                    | allow   | npm run publish                           | allow   |                   |
      | Bash(kubectl delete:*) |             |                    | allow   | kubectl -n prod delete pod x              | deny    | Bash(kubectl delete:*) |
      | Bash(kubectl delete:*) |             |                    | allow   | kubectl --namespace=prod -v 6 delete ns x | deny    | Bash(kubectl delete:*) |
      | Bash(kubectl delete:*) |             |                    | allow   | kubectl -n prod get pods delete-me        | allow   |                   |
      |                   | Bash(docker rm:*) |                   | allow   | docker -H ssh://host rm -f web            | ask     | Bash(docker rm:*) |
      |                   |                  | Bash(kubectl get:*) | deny   | kubectl -n prod get pods                  | deny    | default           |
      |                   |                  | Bash(npm test)     | deny    | npm --registry https://r.example test     | deny    | default           |
      |                   | Bash(git push:*) |                    | allow   | git push origin                           | ask     | Bash(git push:*)  |
      | Bash(rm:*)        | Bash(git push:*) |                    | allow   | git push; rm -f x                         | deny    | Bash(rm:*)        |
      |                   | Bash(docker:*)   | Bash(docker ps)    | allow   | docker ps                                 | ask     | Bash(docker:*)    |
      |                   |                  | Bash(git status)   | ask     | git status                                | allow   | Bash(git status)  |
      |                   |                  | Bash(git status)   | ask     | git log                                   | ask     | default           |
      |                   |                  | Bash(npm:*)        | deny    | npm test && curl example.com              | deny    | default           |
      |                   |                  | Bash(env:*)        | deny    | env                                       | allow   | Bash(env:*)       |
      |                   |                  | Bash(env:*)        | deny    | sudo env FOO=1                            | deny    | default           |
      |                   |                  | Bash(sudo env:*)   | deny    | sudo env FOO=1                            | allow   | Bash(sudo env:*)  |
      |                   |                  | Bash(ls:*)         | deny    | sudo                                      | deny    | default           |
      |                   |                  | Bash(ls:*)         | deny    | nohup                                     | deny    | default           |
      |                   |                  | Bash(ls:*)         | deny    | sudo ls                                   | deny    | default           |
      |                   |                  | Bash(ls:*)         | deny    | doas -u root ls /root                     | deny    | default           |
      |                   |                  | Bash(sudo ls:*)    | deny    | sudo ls /root                             | allow   | Bash(sudo ls:*)   |
      |                   |                  | Bash(ls:*)         | deny    | timeout 5 nice ls                         | allow   | Bash(ls:*)        |
      |                   |                  | Bash               | deny    | anything at all                           | allow   | Bash              |
      |                   |                  | Bash(rm:*)         | allow   | rm -rf /                                  | deny    | recursive-delete-root |

  Scenario: A command that needs confirmation is a failed result saying so, and does not run
    Given the toolkit's policy asks before "Bash(touch:*)"
    When the Bash tool is asked to run: touch needs-confirmation
    Then the result should be failed
    And the error should contain "needs confirmation"
    And metadata should contain confirmation_required=true
    And metadata should contain policy_decision="ask"
    And no process should have been launched

  @launches-nothing
  Scenario: What a line the person allowed sets is followed into the session's next line
    Given the calls belong to the session "allowed"
    And the toolkit's policy asks before "Bash(touch:*)"
    And the person answers "allow" when a tool asks
    When I execute BashTool with command="export D=/etc; touch canary"
    Then the person should have been asked "Bash: Bash(touch:*)"
    When I execute BashTool with command="rm -rf \"$D\""
    Then the result should be failed
    And metadata should contain rule="recursive-delete-root"
    And metadata should contain blocked=true

  Scenario: A command denied by a configured rule names the rule, not danger
    Given the toolkit's policy denies "Bash(git push:*)"
    When the Bash tool is asked to run: git status; git push origin main
    Then the result should be failed
    And the error should contain "Command blocked by the permission rule Bash(git push:*): git push origin main"
    And the error should not contain "dangerous"
    And metadata should contain blocked=true
    And metadata should contain rule="Bash(git push:*)"
    And no process should have been launched

  Scenario: A malformed rule is refused when the policy is made
    Then making a policy that denies "Read(secrets)" should fail with "expected Bash, Bash(<command>) or Bash(<prefix>:*)"

  Scenario: The exported rule matcher compares the words as written unless told to step over options (as deny and ask rules are)
    Then the permission rule "Bash(npm publish:*)" should not match the words "npm --registry https://r.example publish" by default
    And the permission rule "Bash(npm publish:*)" should match the words "npm --registry https://r.example publish" when skipping options
    And the permission rule "Bash(npm publish:*)" should match the words "npm publish --tag next" by default
