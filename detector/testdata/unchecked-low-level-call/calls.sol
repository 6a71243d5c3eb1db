pragma solidity ^0.5.0;

contract Calls {
    bool public paid;

    function ignored(address payable callee) public {
        callee.send(5 ether); // want "ignores the result of callee.send"
    }

    function stored(address callee) public {
        (bool ok, ) = callee.call(""); // want "stores but never checks"
        paid = true;
    }

    function tautology(address payable a) public {
        if (!a.send(1 ether) || 1 == 1) { // want "ignores the result"
            revert();
        }
    }

    function emptyBranches(address payable a) public {
        if (!a.send(1 ether)) { // want "ignores the result"
            // nothing
        } else {
            // nothing
        }
    }

    // Safe variants: every result decides something.
    function checkedRequire(address payable a) public {
        require(a.send(1 ether));
    }

    function checkedIf(address payable a) public {
        if (!a.send(1 ether)) {
            revert();
        }
    }

    function checkedLater(address a) public {
        (bool ok, ) = a.call("");
        if (!ok) {
            revert("call failed");
        }
    }

    function handled(address payable a) public {
        if (!a.send(1 ether)) {
            paid = false;
        }
    }
}

contract Overwritten {
    function f(address a) public {
        (bool ok, ) = a.call(""); // want "stores but never checks"
        ok = true;
        require(ok);
    }
}

contract EmptyBranch {
    function pay(address payable to, uint256 v) public {
        bool sent = to.send(v); // want "stores but never checks the result of to.send\\(v\\)"
        if (!sent) {
        }
    }

    // Safe: the failure branch reverts.
    function payChecked(address payable to, uint256 v) public {
        bool sent = to.send(v);
        if (!sent) {
            revert();
        }
    }
}
