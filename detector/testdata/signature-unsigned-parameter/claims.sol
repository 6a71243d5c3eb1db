// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Claims {
    IERC20 public token;
    address public signer;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public credit;
    mapping(bytes32 => bool) public used;

    // The signed hash binds the caller and a nonce, not the amount: the caller picks it.
    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, nonces[msg.sender], address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        nonces[msg.sender]++;
        require(token.transfer(msg.sender, amount), "transfer"); // want "Claims.claim\\(\\) acts on amount, which the signed hash does not include"
    }

    // The receiver is left out and the caller is not signed either: a front-runner redirects the payment.
    function pay(address payable to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(amount, nonce, block.chainid, address(this)));
        require(!used[h], "used");
        used[h] = true;
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        (bool ok, ) = to.call{value: amount}(""); // want "Claims.pay\\(\\) acts on to, which the signed hash does not include"
        require(ok, "send");
    }

    // An internal verifier: the credit's amount is still the caller's.
    function credited(uint256 amount, bytes32 r, bytes32 s, uint8 v) external {
        _verify(keccak256(abi.encodePacked(msg.sender, nonces[msg.sender]++)), v, r, s);
        credit[msg.sender] += amount; // want "Claims.credited\\(\\) acts on amount"
    }

    function _verify(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal view {
        address who = ecrecover(h, v, r, s);
        require(who != address(0) && who == signer, "sig");
    }

    // Safe: every value the action uses is signed.
    function claimSigned(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, amount, nonces[msg.sender], address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        nonces[msg.sender]++;
        require(token.transfer(msg.sender, amount), "transfer");
    }

    // Safe: the caller routes its own signed claim wherever it likes.
    function claimTo(address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, amount, nonces[msg.sender]++, address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        require(token.transfer(to, amount), "transfer");
    }

    // Safe: a partial claim, checked against the signed maximum.
    function claimPart(uint256 maxAmount, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, maxAmount, nonces[msg.sender]++, address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        require(amount <= maxAmount, "max");
        require(token.transfer(msg.sender, amount), "transfer");
    }

    // Safe: an allowlist signature over the caller, and a quantity capped by a constant.
    function allowlistMint(uint256 quantity, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "sig");
        require(quantity > 0 && quantity <= 5, "quantity");
        require(credit[msg.sender] == 0, "minted");
        credit[msg.sender] = quantity;
    }

    // Safe: a fixed message proves control of an account; the value it sets is the account's own.
    function setName(bytes32 name, uint8 v, bytes32 r, bytes32 s) external {
        address who = ecrecover(keccak256("I control this account"), v, r, s);
        require(who != address(0), "sig");
        used[keccak256(abi.encodePacked(who, name))] = true;
    }
}

interface IToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Safe: a signed pass lets the caller in; what it deposits is its own money.
contract GatedVault {
    IToken public token;
    address public signer;
    mapping(address => uint256) public deposits;

    function deposit(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, address(this)));
        require(ecrecover(h, v, r, s) == signer && signer != address(0), "pass");
        require(token.transferFrom(msg.sender, address(this), amount), "pull");
        deposits[msg.sender] += amount;
    }
}
