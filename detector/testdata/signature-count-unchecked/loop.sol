pragma solidity ^0.8.0;

contract Mint {
    mapping(address => bool) public isSigner;
    mapping(address => uint256) public balanceOf;
    uint256 public nonce;
    uint256 public threshold = 2;

    function mint(address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        require(v.length == r.length && r.length == s.length);
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce++));
        for (uint256 i = 0; i < v.length; i++) { // want "Mint.mint\\(\\) checks the signatures of v one by one but never requires how many there are"
            address who = ecrecover(h, v[i], r[i], s[i]);
            require(who != address(0) && isSigner[who]);
        }
        balanceOf[to] += amount;
    }

    // Safe: the list must reach the threshold.
    function mintThreshold(address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        require(v.length >= threshold);
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce++));
        address last = address(0);
        for (uint256 i = 0; i < v.length; i++) {
            address who = ecrecover(h, v[i], r[i], s[i]);
            require(who > last && isSigner[who]);
            last = who;
        }
        balanceOf[to] += amount;
    }

    // The valid signers are counted and the count checked, but a signer listed twice counts twice.
    function mintCounted(address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce++));
        uint256 valid;
        for (uint256 i = 0; i < v.length; i++) {
            address who = ecrecover(h, v[i], r[i], s[i]); // want "Mint.mintCounted\\(\\) counts the signatures of v toward its quorum without requiring their signers to differ"
            if (who != address(0) && isSigner[who]) valid++;
        }
        require(valid >= threshold);
        balanceOf[to] += amount;
    }

    // Safe: the loop runs to the threshold, a stored number.
    function mintFixed(address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce++));
        for (uint256 i = 0; i < threshold; i++) {
            address who = ecrecover(h, v[i], r[i], s[i]);
            require(who != address(0) && isSigner[who]);
        }
        balanceOf[to] += amount;
    }
}
