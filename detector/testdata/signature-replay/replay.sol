pragma solidity ^0.8.0;

contract Replayable {
    mapping(address => uint256) public balances;

    function transferFor(address from, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encodePacked(from, to, amount));
        address signer = ecrecover(hash, v, r, s); // want "Replayable.transferFor\\(\\) checks a signature with ecrecover\\(hash, v, r, s\\) over a hash with no nonce and no used-hash record, nor this contract's address or the chain id"
        require(signer == from && signer != address(0));
        balances[from] -= amount;
        balances[to] += amount;
    }
}

contract ReplayableAcrossHelper {
    mapping(address => uint256) public balances;

    function recover(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(h, v, r, s);
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(address(this), block.chainid, msg.sender, amount));
        address signer = recover(h, v, r, s); // want "ReplayableAcrossHelper.claim\\(\\) checks a signature with recover\\(h, v, r, s\\) over a hash with no nonce and no used-hash record:"
        require(signer != address(0) && balances[signer] >= amount);
        balances[signer] -= amount;
        payable(msg.sender).transfer(amount);
    }
}

contract WithNonce {
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public balances;

    function transferFor(address from, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encode(address(this), block.chainid, from, to, amount, nonces[from]));
        address signer = ecrecover(hash, v, r, s);
        require(signer == from && signer != address(0));
        nonces[from]++;
        balances[from] -= amount;
        balances[to] += amount;
    }
}

contract WithUsedHashes {
    mapping(bytes32 => bool) public used;
    mapping(address => uint256) public balances;

    function transferFor(address from, address to, uint256 amount, uint256 salt, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encode(address(this), from, to, amount, salt));
        require(!used[hash]);
        used[hash] = true;
        address signer = ecrecover(hash, v, r, s);
        require(signer == from && signer != address(0));
        balances[from] -= amount;
        balances[to] += amount;
    }
}

contract ViewOnly {
    // Recovering a signer in a view function changes nothing: no replay.
    function signerOf(bytes32 h, uint8 v, bytes32 r, bytes32 s) external pure returns (address) {
        return ecrecover(h, v, r, s);
    }
}

// Orders filled up to their amount: the fill record keyed by the order hash stops replays.
contract OrderBook {
    mapping(address => mapping(bytes32 => uint256)) public orderFills;
    mapping(address => uint256) public balances;

    function trade(uint256 amountGet, uint256 expires, uint256 nonce, address user, uint8 v, bytes32 r, bytes32 s, uint256 amount) external {
        bytes32 hash = keccak256(abi.encodePacked(address(this), amountGet, expires, nonce));
        require(ecrecover(hash, v, r, s) == user && user != address(0));
        require(orderFills[user][hash] + amount <= amountGet);
        orderFills[user][hash] += amount;
        balances[user] -= amount;
        balances[msg.sender] += amount;
    }

    // Writing the balance of a party named in the message is no replay protection.
    function pay(address from, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encodePacked(address(this), from, to, amount));
        require(ecrecover(hash, v, r, s) == from && from != address(0)); // want "OrderBook.pay\\(\\) checks a signature"
        balances[from] -= amount;
        balances[to] += amount;
    }
}

contract RelayedOnly {
    address relayer;
    mapping(address => uint256) public balances;

    function relay(address from, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(msg.sender == relayer);
        bytes32 hash = keccak256(abi.encodePacked(from, to, amount));
        require(ecrecover(hash, v, r, s) == from && from != address(0)); // want "only a privileged caller can submit it"
        balances[from] -= amount;
        balances[to] += amount;
    }
}

// The signer's approval is the only check: it is what a replay presents again, not a privileged caller.
contract SignedClaims {
    address signer;

    constructor(address s) { signer = s; }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, amount));
        require(ecrecover(h, v, r, s) == signer); // want "SignedClaims.claim\\(\\) checks a signature with ecrecover\\(h, v, r, s\\) over a hash with no nonce and no used-hash record, nor this contract's address or the chain id: SignedClaims.claim\\(\\) accepts it again and again"
        payable(msg.sender).transfer(amount);
    }

    function claimVia(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        address who = recoverClaim(amount, v, r, s);
        require(who == signer);
        payable(msg.sender).transfer(amount);
    }

    function recoverClaim(uint256 amount, uint8 v, bytes32 r, bytes32 s) internal view returns (address) {
        return ecrecover(keccak256(abi.encodePacked(msg.sender, amount)), v, r, s); // want "SignedClaims.recoverClaim\\(\\) checks a signature .* nor this contract's address or the chain id: SignedClaims.claimVia\\(\\) accepts it again and again"
    }
}
