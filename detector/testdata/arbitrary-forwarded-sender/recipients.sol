// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

// A recipient that reads the appended sender from anyone.
contract OpenRecipient {
    address public trustedForwarder;
    mapping(address => uint256) public balances;

    constructor(address forwarder) {
        trustedForwarder = forwarder;
    }

    function _msgSender() internal view returns (address payable signer) {
        if (msg.data.length >= 20) {
            assembly {
                signer := shr(96, calldataload(sub(calldatasize(), 20))) // want "OpenRecipient._msgSender\\(\\) takes the sender from the last 20 bytes of the calldata without checking that msg.sender is the trusted forwarder"
            }
        } else {
            signer = payable(msg.sender);
        }
    }

    function deposit() external payable {
        balances[_msgSender()] += msg.value;
    }

    function withdraw(uint256 amount) external {
        address payable account = _msgSender();
        balances[account] -= amount;
        account.transfer(amount);
    }
}

// The same in Solidity, OpenZeppelin 5's form, without the check.
contract OpenSliceRecipient {
    mapping(address => uint256) public credits;

    function _msgSender() internal view returns (address) {
        if (msg.data.length >= 20) {
            return address(bytes20(msg.data[msg.data.length - 20:])); // want "OpenSliceRecipient._msgSender\\(\\) takes the sender"
        }
        return msg.sender;
    }

    function spend(uint256 amount) external {
        credits[_msgSender()] -= amount;
    }
}

// ERC2771Context: only the trusted forwarder's calls carry a sender.
abstract contract ERC2771Context {
    address private immutable _trustedForwarder;

    constructor(address trustedForwarder) {
        _trustedForwarder = trustedForwarder;
    }

    function isTrustedForwarder(address forwarder) public view returns (bool) {
        return forwarder == _trustedForwarder;
    }

    function _msgSender() internal view returns (address sender) {
        if (isTrustedForwarder(msg.sender) && msg.data.length >= 20) {
            assembly {
                sender := shr(96, calldataload(sub(calldatasize(), 20)))
            }
        } else {
            return msg.sender;
        }
    }

    function _msgData() internal view returns (bytes calldata) {
        if (isTrustedForwarder(msg.sender) && msg.data.length >= 20) {
            return msg.data[:msg.data.length - 20];
        }
        return msg.data;
    }
}

contract CheckedRecipient is ERC2771Context {
    mapping(address => uint256) public balances;

    constructor(address forwarder) ERC2771Context(forwarder) {}

    function withdraw(uint256 amount) external {
        address account = _msgSender();
        balances[account] -= amount;
        payable(account).transfer(amount);
    }
}

// A multicall that delegatecalls itself with the caller's data: through the forwarder, each call's sender is
// the caller's to write (thirdweb, 2023).
contract SpoofableMulticallToken is ERC2771Context {
    mapping(address => uint256) public balanceOf;

    constructor(address forwarder) ERC2771Context(forwarder) {}

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(data[i]); // want "SpoofableMulticallToken.multicall\\(\\) delegatecalls this contract with its caller's data and appends no sender"
            require(ok);
            results[i] = ret;
        }
    }

    function burn(uint256 amount) external {
        balanceOf[_msgSender()] -= amount;
    }
}

// The fix: the forwarded sender appended again to each call.
contract ContextMulticallToken is ERC2771Context {
    mapping(address => uint256) public balanceOf;

    constructor(address forwarder) ERC2771Context(forwarder) {}

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        bytes memory context = isTrustedForwarder(msg.sender) ? msg.data[msg.data.length - 20:] : new bytes(0);
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(bytes.concat(data[i], context));
            require(ok);
            results[i] = ret;
        }
    }

    function burn(uint256 amount) external {
        balanceOf[_msgSender()] -= amount;
    }
}

// A multicall without meta-transactions: msg.sender stays the caller.
contract PlainMulticallToken {
    mapping(address => uint256) public balanceOf;

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(data[i]);
            require(ok);
            results[i] = ret;
        }
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
    }
}

// An ERC-7579 fallback handler: the account calling it appends the sender, and the handler only reports it.
contract FallbackHandlerMock {
    event Called(address account, address sender, uint256 value, bytes data);

    function _msgSender() internal pure returns (address) {
        return address(bytes20(msg.data[msg.data.length - 20:]));
    }

    function _msgData() internal pure returns (bytes calldata) {
        return msg.data[:msg.data.length - 20];
    }

    function callPayable() public payable {
        emit Called(msg.sender, _msgSender(), msg.value, _msgData());
    }
}
