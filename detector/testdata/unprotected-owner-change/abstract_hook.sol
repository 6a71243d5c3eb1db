// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Safe: Chainlink's AuthorizedReceiver. Who may set the senders is left to the deriving contract, through a hook
// the modifier requires; the sender table is then an access check of its own.
abstract contract Receiver {
    mapping(address => bool) private s_authorizedSenders;

    modifier validateSetter() {
        require(_canSet(), "Cannot set authorized senders");
        _;
    }

    function _canSet() internal virtual returns (bool);

    function setSenders(address[] calldata senders) external validateSetter {
        for (uint256 i = 0; i < senders.length; ++i) {
            s_authorizedSenders[senders[i]] = true;
        }
    }

    function fulfil() external {
        require(s_authorizedSenders[msg.sender], "Not authorized sender");
        payable(msg.sender).transfer(address(this).balance);
    }
}

// Vulnerable: the same table with a setter that asks nothing.
abstract contract OpenReceiver {
    mapping(address => bool) private s_authorizedSenders;

    function _canSet() internal virtual returns (bool);

    function setSenders(address[] calldata senders) external { // want "OpenReceiver.setSenders\\(\\) lets any caller grant or revoke s_authorizedSenders for an address it chooses"
        for (uint256 i = 0; i < senders.length; ++i) {
            s_authorizedSenders[senders[i]] = true;
        }
    }

    function fulfil() external {
        require(s_authorizedSenders[msg.sender], "Not authorized sender");
        payable(msg.sender).transfer(address(this).balance);
    }
}
